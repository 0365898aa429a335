import { sizeStatusLabels, type SizeStatus } from '@aurelle/contract';
import { Badge } from '@/components/ui/badge';

const tones = { active: 'green', low: 'yellow', out: 'red', hidden: 'grey', archived: 'neutral' } as const;

/** Active, Low stock, Out of stock, Hidden size or Archived, in the house's badge colours. */
export function SizeStatusBadge({ status }: { status: SizeStatus }) {
  return (
    <Badge tone={tones[status]} className="whitespace-nowrap">
      {sizeStatusLabels[status]}
    </Badge>
  );
}
