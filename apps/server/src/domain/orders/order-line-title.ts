/** An order line's name in e-mails and on the payment page: the title and, since products have sizes, the size bought. */
export function orderLineTitle(line: { title: string; variantLabel: string | null }): string {
  return line.variantLabel ? `${line.title} (${line.variantLabel})` : line.title;
}
