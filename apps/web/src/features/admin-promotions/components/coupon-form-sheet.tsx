import type { Coupon, ParsedCouponInput } from '@aurelle/contract';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateCoupon, useUpdateCoupon } from '../api/use-coupons';
import { CouponForm } from './coupon-form';
import { couponToFormValues, emptyCouponForm } from './coupon-form-values';

/** The right-hand sheet for a new code (coupon null) or for editing one. */
export function CouponFormSheet({ isOpen, coupon, onClose }: { isOpen: boolean; coupon: Coupon | null; onClose: () => void }) {
  const createCoupon = useCreateCoupon();
  const updateCoupon = useUpdateCoupon();
  const isEditing = coupon !== null;

  async function save(body: ParsedCouponInput) {
    try {
      if (coupon) await updateCoupon.mutateAsync({ id: coupon.id, body });
      else await createCoupon.mutateAsync(body);
    } catch (error) {
      toast.error('The code could not be saved', { description: errorMessage(error, 'Please try again') });
      throw error;
    }
    onClose();
  }

  return (
    <Sheet open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right" className="gap-0 p-0 sm:max-w-2xl">
        <div className="border-b border-line px-6 py-6 pr-14 sm:px-8">
          <SheetTitle className="text-3xl">{isEditing ? `Edit ${coupon.code}` : 'New code'}</SheetTitle>
          <SheetDescription className="mt-1">
            {isEditing
              ? 'Changes apply to checkouts from now on; orders already placed keep their discount.'
              : 'A code a shopper types at checkout, or opens from a promotion e-mail.'}
          </SheetDescription>
        </div>
        {/* Keyed so another code (or a fresh one) starts from its own values. */}
        <CouponForm
          key={coupon?.id ?? 'new'}
          initialValues={coupon ? couponToFormValues(coupon) : emptyCouponForm}
          isEditing={isEditing}
          isSaving={createCoupon.isPending || updateCoupon.isPending}
          onSubmit={save}
          onCancel={onClose}
        />
      </SheetContent>
    </Sheet>
  );
}
