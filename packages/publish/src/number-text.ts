/**
 * `value.toLocaleString('en')` — thousands grouped with commas, at most three decimals, the last
 * rounded half away from zero — without ICU: a process's first toLocaleString call loads its
 * number-format data, ~40 ms of CPU, and a review's summary formats a few counts. Like ICU, it
 * rounds the shortest decimal that reads back as the value (1.0005 → 1.001, where toFixed gives
 * 1.000). What that decimal cannot be written from plainly (exponents, non-finite values) still goes
 * to toLocaleString.
 */
export function numberText(value: number): string {
  const written = String(Math.abs(value));
  if (!Number.isFinite(value) || written.includes('e')) return value.toLocaleString('en');
  const [whole = '', fraction = ''] = written.split('.');
  let digits = whole + fraction.slice(0, 3).padEnd(3, '0');
  if ((fraction[3] ?? '0') >= '5') digits = (BigInt(digits) + 1n).toString().padStart(4, '0');
  const grouped = digits.slice(0, -3).replace(/\B(?=(\d{3})+$)/g, ',');
  const decimals = digits.slice(-3).replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}
