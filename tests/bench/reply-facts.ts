// How the eval and the fact probes read a reply for the owner's facts it speaks (one reading for both).

/** Lower case, punctuation but money and clock marks dropped, single spaces. */
export const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9$.:]+/g, ' ').replace(/\s+/g, ' ').trim();

/** Amounts of money said in a reply, in cents. */
export const moneyIn = (say: string) => [...say.matchAll(/\$(\d[\d,]*)(?:\.(\d{2}))?/g)].map((m) => Number(m[1].replace(/,/g, '')) * 100 + Number(m[2] ?? 0));

/** Whether the reply says the FAQ's answer: most of its content words, in the reply. */
export function saysFaq(say: string, answer: string): boolean {
  const a = squash(answer);
  const s = squash(say);
  if (s.includes(a)) return true;
  const ws = a.split(' ').filter((w) => w.length > 3);
  if (!ws.length) return false;
  const sayWords = new Set(s.split(' '));
  return ws.filter((w) => sayWords.has(w)).length / ws.length >= 0.8;
}

/** "09:30" as a reply says it: "9:30 AM". */
export const clock12 = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};
