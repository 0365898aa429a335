import { MessageCircle } from 'lucide-react';
import { Checkbox } from '@/components/ui/checkbox';

/**
 * "Send me updates on WhatsApp": unticked by default, to the delivery address's mobile. Cash-on-delivery orders are
 * then confirmed with one tap there; without it, the confirmation e-mail's link does the same.
 */
export function WhatsAppUpdatesChoice({
  checked,
  onChange,
  phone,
  disabled = false,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  phone: string | undefined;
  disabled?: boolean;
}) {
  return (
    <div className="border-t border-line px-6 py-5">
      <label className="flex cursor-pointer items-start gap-3 text-sm">
        <Checkbox
          className="mt-0.5"
          checked={checked}
          disabled={disabled || !phone}
          onCheckedChange={(value) => onChange(value === true)}
        />
        <MessageCircle className="mt-0.5 size-4 shrink-0 text-gold-deep" strokeWidth={1.5} aria-hidden="true" />
        <span>
          <span className="font-medium">Send me order updates on WhatsApp</span>
          <span className="mt-0.5 block text-xs text-stone">
            {phone ? `To +91 ${phone}: confirmation, shipping and delivery. Reply STOP at any time.` : 'Choose a delivery address first.'}
          </span>
        </span>
      </label>
    </div>
  );
}
