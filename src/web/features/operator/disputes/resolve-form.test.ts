import { describe, expect, it } from 'vitest';
import { operatorMessages } from '#shared/operator-messages';
import { EMPTY_RESOLUTION, parsePesos, resolveFormSchema, splitAmountError } from './resolve-form';

const PRICE = 80_000;

// The first message of each field, as the form shows it.
function messagesOf(values: unknown): Record<string, string> {
  const result = resolveFormSchema(PRICE).safeParse(values);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

describe('pesos typed by an operator', () => {
  it('become centavos, with or without decimals, a sign or thousands separators', () => {
    expect(parsePesos('350')).toBe(35_000);
    expect(parsePesos('350.50')).toBe(35_050);
    expect(parsePesos('350.5')).toBe(35_050);
    expect(parsePesos('0.29')).toBe(29);
    expect(parsePesos(' $1,350.05 ')).toBe(135_005);
    expect(parsePesos('1350')).toBe(135_000);
  });

  it('are refused when they are not an amount', () => {
    for (const text of ['', 'abc', '350,50', '1,35', '350.505', '-350', '3 50', '.50', '350.', '1e3']) {
      expect(parsePesos(text), text).toBeNull();
    }
  });
});

describe("a split's amount", () => {
  it('must be more than $0 and less than the price', () => {
    expect(splitAmountError('350', PRICE)).toBeNull();
    expect(splitAmountError('799.99', PRICE)).toBeNull();
    expect(splitAmountError('0.01', PRICE)).toBeNull();
    expect(splitAmountError('800', PRICE)).toBe(operatorMessages.splitAmountRange);
    expect(splitAmountError('0', PRICE)).toBe(operatorMessages.splitAmountRange);
  });

  it('says what is missing or wrong', () => {
    expect(splitAmountError('  ', PRICE)).toBe(operatorMessages.splitAmountRequired);
    expect(splitAmountError('trescientos', PRICE)).toBe(operatorMessages.disputes.amountInvalid);
  });
});

describe('the resolve-dispute form', () => {
  it('asks for an outcome and a reason when nothing was filled in', () => {
    expect(messagesOf(EMPTY_RESOLUTION)).toEqual({
      outcome: operatorMessages.disputes.outcomeRequired,
      reason: operatorMessages.reasonRequired,
    });
  });

  it('checks the amount of a split together with the reason', () => {
    expect(messagesOf({ outcome: 'split', amount: '900', reason: 'mal' })).toEqual({
      amount: operatorMessages.splitAmountRange,
      reason: operatorMessages.reasonTooShort,
    });
  });

  it('sends a split in centavos and ignores a leftover amount on the other outcomes', () => {
    const reason = 'Se limpió solo la mitad de la casa.';
    const schema = resolveFormSchema(PRICE);
    expect(schema.parse({ outcome: 'split', amount: '350.50', reason })).toEqual({
      outcome: 'split',
      amount: 35_050,
      reason,
    });
    expect(schema.parse({ outcome: 'refund', amount: '350.50', reason: ` ${reason} ` })).toEqual({
      outcome: 'refund',
      reason,
    });
  });
});
