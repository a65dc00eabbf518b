// Example CPF / CNPJ numbers with valid check digits (modulo 11), random so each click-through registers a
// new tax id (the service refuses a tax id the merchant already registered).

function checkDigit(digits: readonly number[], weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, i) => total + digits[i] * weight, 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

function randomDigits(count: number): number[] {
  const bytes = crypto.getRandomValues(new Uint8Array(count));
  const digits = Array.from(bytes, (byte) => byte % 10);
  // All-equal sequences pass the arithmetic but are never issued (and are refused).
  if (digits.every((d) => d === digits[0])) digits[0] = (digits[0] + 1) % 10;
  return digits;
}

export function randomCpf(): string {
  const digits = randomDigits(9);
  digits.push(checkDigit(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2]));
  digits.push(checkDigit(digits, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]));
  const s = digits.join('');
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`;
}

export function randomCnpj(): string {
  const digits = [...randomDigits(8), 0, 0, 0, 1];
  digits.push(checkDigit(digits, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  digits.push(checkDigit(digits, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  const s = digits.join('');
  return `${s.slice(0, 2)}.${s.slice(2, 5)}.${s.slice(5, 8)}/${s.slice(8, 12)}-${s.slice(12)}`;
}
