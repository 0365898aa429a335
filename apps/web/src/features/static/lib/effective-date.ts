/** Today's date as the policies' effective date, written the Indian way: '21 November 2026'. */
export function formatEffectiveDate(date: Date = new Date()): string {
  return date.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });
}
