import type { Database } from '#server/db/client';
import { enqueue } from '#server/tasks/queue';
import type { TaskHandler } from '#server/tasks/worker';
import type { MercadoPagoServiceGateway } from './services';
import type { SellerTokens } from './sellers';

// A seller's access token lasts 180 days; the refresh token exchanges it for a new pair without the provider.
// It is refreshed when half its life has passed, so a Mercado Pago outage of weeks still leaves time to retry.

export const MP_TOKEN_REFRESH = 'mercadopago-token-refresh';

/** Why an account no longer takes cards: Mercado Pago refused the refresh (revoked, or the token spent). */
export const TOKEN_REVOKED = 'token_revoked';

export function tokenRefreshAt(tokens: Pick<SellerTokens, 'expiresAt'>, now: Date): Date {
  return new Date(now.getTime() + Math.max(0, (tokens.expiresAt.getTime() - now.getTime()) / 2));
}

/** In the transaction that stores the tokens: the refresh of exactly these tokens, at half their life. */
export async function scheduleTokenRefresh(
  tx: Database,
  providerId: string,
  tokens: SellerTokens,
  now: Date,
) {
  await enqueue(tx, {
    kind: MP_TOKEN_REFRESH,
    payload: { providerId, expiresAt: tokens.expiresAt.toISOString() },
    runAt: tokenRefreshAt(tokens, now),
    dedupeKey: `${MP_TOKEN_REFRESH}:${providerId}:${tokens.expiresAt.getTime()}`,
  });
}

export const runTokenRefresh =
  (gateway: MercadoPagoServiceGateway | null): TaskHandler<{ providerId: string; expiresAt: string }> =>
  async ({ providerId, expiresAt }, { now, log, completeInTransaction }) => {
    if (!gateway) return;
    const tokens = await gateway.sellers.tokensOf(providerId);
    // Disconnected, connected again or refreshed since: this timer is for tokens that no longer are.
    if (!tokens || tokens.expiresAt.getTime() !== new Date(expiresAt).getTime()) return;
    // Outside any transaction; Mercado Pago down throws, and the task is retried.
    const fresh = tokens.refreshToken ? await gateway.refreshTokens(tokens.refreshToken, now) : null;
    await completeInTransaction(async (tx) => {
      if (!fresh) {
        log.warn({ providerId }, 'Mercado Pago refused to refresh a seller’s token');
        await gateway.sellers.disable(providerId, TOKEN_REVOKED, now, tx);
        return;
      }
      await gateway.sellers.save(providerId, fresh, now, tx);
      await scheduleTokenRefresh(tx, providerId, fresh, now);
    });
  };
