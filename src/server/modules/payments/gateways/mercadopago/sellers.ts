import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '#server/db/client';
import { isUuid } from '#server/db/errors';
import { secretBox } from '#server/secret-box';

/**
 * Providers paid through their own Mercado Pago account: the OAuth `state` of a trip to Mercado Pago's
 * authorisation page, and each seller's tokens, sealed in `payout_accounts` (gateway 'mercadopago', external id
 * = the seller's Mercado Pago user id). Payments on a seller's behalf are made with the seller's access token.
 */

/** How long a 'Conectar Mercado Pago' link may take to come back: the provider signs in to Mercado Pago there. */
export const OAUTH_STATE_MINUTES = 15;

export interface SellerTokens {
  accessToken: string;
  refreshToken: string | null;
  userId: string;
  expiresAt: Date;
}

export type StateCheck = { ok: true } | { ok: false; reason: 'invalid' | 'expired' };

export interface MercadoPagoSellers {
  /** A signed, single-use `state` bound to this provider, valid for OAUTH_STATE_MINUTES. */
  createState(providerId: string, now: Date): Promise<string>;
  /** Uses the state up: forged, someone else's, expired or already used are all refused. */
  consumeState(state: string, providerId: string, now: Date): Promise<StateCheck>;
  /** Stores the seller's tokens sealed (in `tx`, when given, with whatever else it writes). */
  save(providerId: string, tokens: SellerTokens, now: Date, tx?: Database): Promise<void>;
  /** The provider already connected with this Mercado Pago user id, if another one is. */
  ownerOfUser(userId: string): Promise<string | null>;
  /** The tokens of a connected provider (null when not connected, or sealed under another secret). */
  tokensOf(providerId: string): Promise<(SellerTokens & { chargesEnabled: boolean }) | null>;
  /** The access token of the seller with this Mercado Pago user id (a webhook's `user_id`). */
  accessTokenOfUser(userId: string): Promise<string | null>;
  /** The access token of the seller who received this Mercado Pago payment (ours, by its reference). */
  accessTokenOfPayment(externalId: string): Promise<string | null>;
  /**
   * The Mercado Pago user id of the account connected by the provider of our service payment `paymentId` (a
   * notified payment's `external_reference`): null when it is not ours, or its provider has no account.
   */
  sellerOfPayment(paymentId: string): Promise<string | null>;
  /** Mercado Pago no longer lets us act for the seller: no card goes through the account until they connect again. */
  disable(providerId: string, reason: string, now: Date, tx?: Database): Promise<void>;
  remove(providerId: string): Promise<void>;
}

interface AccountRow {
  external_id: string;
  access_token: string | null;
  refresh_token: string | null;
  token_expires_at: string | Date | null;
  charges_enabled: boolean;
}

export function mercadoPagoSellers(db: Database, authSecret: string): MercadoPagoSellers {
  const box = secretBox(authSecret, 'mercadopago-seller-tokens');
  const stateKey = createHmac('sha256', authSecret).update('mercadopago-oauth-state').digest();
  const sign = (value: string) => createHmac('sha256', stateKey).update(value).digest('base64url');
  const open = (sealed: string | null) => (sealed ? box.open(sealed) : null);

  return {
    async createState(providerId, now) {
      const nonce = randomBytes(18).toString('base64url');
      const expiresAt = new Date(now.getTime() + OAUTH_STATE_MINUTES * 60_000);
      await db.execute(sql`insert into payout_oauth_states (nonce, provider_id, gateway, expires_at, created_at)
        values (${nonce}, ${providerId}, 'mercadopago', ${expiresAt.toISOString()}, ${now.toISOString()})`);
      return `${nonce}.${sign(`${nonce}.${providerId}`)}`;
    },

    async consumeState(state, providerId, now) {
      const [nonce, signature] = state.split('.');
      if (!nonce || !signature) return { ok: false, reason: 'invalid' };
      const expected = Buffer.from(sign(`${nonce}.${providerId}`));
      const given = Buffer.from(signature);
      // Signed for another provider (or made up): nothing is read or spent.
      if (expected.length !== given.length || !timingSafeEqual(expected, given))
        return { ok: false, reason: 'invalid' };
      const used = rowsOf<{ expires_at: string | Date }>(
        await db.execute(sql`update payout_oauth_states set used_at = ${now.toISOString()}
          where nonce = ${nonce} and provider_id = ${providerId} and gateway = 'mercadopago' and used_at is null
          returning expires_at`),
      );
      if (!used[0] || new Date(used[0].expires_at) <= now) return { ok: false, reason: 'expired' };
      return { ok: true };
    },

    async ownerOfUser(userId) {
      const [row] = rowsOf<{ provider_id: string }>(
        await db.execute(sql`select provider_id from payout_accounts
          where gateway = 'mercadopago' and external_id = ${userId}`),
      );
      return row?.provider_id ?? null;
    },

    async save(providerId, tokens, now, tx = db) {
      const at = now.toISOString();
      const access = box.seal(tokens.accessToken);
      const refresh = tokens.refreshToken ? box.seal(tokens.refreshToken) : null;
      // A provider who connects another Mercado Pago account replaces the first one.
      await tx.execute(sql`insert into payout_accounts (provider_id, gateway, external_id, charges_enabled,
          payouts_enabled, details_submitted, disabled_reason, access_token, refresh_token, token_expires_at,
          created_at, updated_at)
        values (${providerId}, 'mercadopago', ${tokens.userId}, true, true, true, null, ${access}, ${refresh},
          ${tokens.expiresAt.toISOString()}, ${at}, ${at})
        on conflict (provider_id, gateway) do update set external_id = excluded.external_id,
          charges_enabled = true, payouts_enabled = true, details_submitted = true, disabled_reason = null,
          access_token = excluded.access_token, refresh_token = excluded.refresh_token,
          token_expires_at = excluded.token_expires_at, updated_at = excluded.updated_at`);
    },

    async tokensOf(providerId) {
      const [row] = rowsOf<AccountRow>(
        await db.execute(sql`select external_id, access_token, refresh_token, token_expires_at, charges_enabled
          from payout_accounts where provider_id = ${providerId} and gateway = 'mercadopago'`),
      );
      const accessToken = open(row?.access_token ?? null);
      if (!row || !accessToken || !row.token_expires_at) return null;
      return {
        accessToken,
        refreshToken: open(row.refresh_token),
        userId: row.external_id,
        expiresAt: new Date(row.token_expires_at),
        chargesEnabled: row.charges_enabled,
      };
    },

    async accessTokenOfUser(userId) {
      const [row] = rowsOf<{ access_token: string | null }>(
        await db.execute(sql`select access_token from payout_accounts
          where gateway = 'mercadopago' and external_id = ${userId}`),
      );
      return open(row?.access_token ?? null);
    },

    async accessTokenOfPayment(externalId) {
      const [row] = rowsOf<{ access_token: string | null }>(
        await db.execute(sql`select a.access_token from payments p
          join payout_accounts a on a.provider_id = p.provider_id and a.gateway = 'mercadopago'
          where p.gateway = 'mercadopago' and p.kind = 'service' and p.gateway_reference = ${externalId}
          limit 1`),
      );
      return open(row?.access_token ?? null);
    },

    async sellerOfPayment(paymentId) {
      if (!isUuid(paymentId)) return null;
      const [row] = rowsOf<{ external_id: string }>(
        await db.execute(sql`select a.external_id from payments p
          join payout_accounts a on a.provider_id = p.provider_id and a.gateway = 'mercadopago'
          where p.id = ${paymentId} and p.kind = 'service' and p.gateway = 'mercadopago'`),
      );
      return row?.external_id ?? null;
    },

    async disable(providerId, reason, now, tx = db) {
      await tx.execute(sql`update payout_accounts set charges_enabled = false, payouts_enabled = false,
          disabled_reason = ${reason}, updated_at = ${now.toISOString()}
        where provider_id = ${providerId} and gateway = 'mercadopago'`);
    },

    async remove(providerId) {
      await db.execute(
        sql`delete from payout_accounts where provider_id = ${providerId} and gateway = 'mercadopago'`,
      );
    },
  };
}
