import { DAY_MS } from '../decay/strength.js';

/**
 * Age in words, so recency is visible at a glance (seeds/002 F7: "stored 76 days ago").
 *
 * @param createdAt - ISO-8601
 * @param now - the injected clock's time
 */
export function ageInWords(createdAt: string, now: Date): string {
  const days = Math.floor(Math.max(0, now.getTime() - Date.parse(createdAt)) / DAY_MS);
  if (!Number.isFinite(days)) return 'stored at an unknown time';
  if (days === 0) return 'stored today';
  if (days === 1) return 'stored 1 day ago';
  if (days < 120) return `stored ${days} days ago`;
  if (days < 730) return `stored ${Math.floor(days / 30.44)} months ago`;
  return `stored ${Math.floor(days / 365.25)} years ago`;
}
