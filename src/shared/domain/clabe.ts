// The CLABE (Clave Bancaria Estandarizada): 18 digits, the last a check digit over the first 17 with the
// weights 3, 7, 1 repeated (Banco de México). A typo in one digit never passes.
const WEIGHTS = [3, 7, 1];

export function clabeCheckDigit(first17: string): number {
  const sum = [...first17].reduce(
    (total, digit, index) => total + ((Number(digit) * WEIGHTS[index % 3]!) % 10),
    0,
  );
  return (10 - (sum % 10)) % 10;
}

export function isValidClabe(value: string): boolean {
  return /^\d{18}$/.test(value) && clabeCheckDigit(value.slice(0, 17)) === Number(value[17]);
}
