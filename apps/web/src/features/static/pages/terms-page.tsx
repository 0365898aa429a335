import { Link } from '@/components/link';
import { useShopConfig } from '@/lib/use-shop-config';
import { PolicyList, PolicyPage, type PolicySection } from '../components/policy-page';
import { formatEffectiveDate } from '../lib/effective-date';
import { paths } from '@/lib/paths';

/** Terms & Conditions: 50% deposit, balance before shipment; sales final except damaged goods; damage reported within 7 days. */
export function TermsPage() {
  const { shopName, email } = useShopConfig();
  const linkClass = 'text-ink underline decoration-gold underline-offset-4';
  const sections: PolicySection[] = [
    {
      id: 'acceptance',
      heading: 'About these terms',
      body: (
        <p>
          These terms govern your use of the {shopName} website and every purchase you make from us. By creating an account or placing an
          order you accept them, together with our{' '}
          <Link to={paths.shop.privacyPolicy} className={linkClass}>
            Privacy Policy
          </Link>{' '}
          and{' '}
          <Link to={paths.shop.returnsPolicy} className={linkClass}>
            Returns Policy
          </Link>
          .
        </p>
      ),
    },
    {
      id: 'accounts',
      heading: 'Your account',
      body: (
        <p>
          Please give accurate details when you register and keep them up to date. You are responsible for keeping your password private and
          for activity on your account. If you believe someone else has used it, reset your password straight away and let us know. We may
          suspend accounts that are used fraudulently or in breach of these terms.
        </p>
      ),
    },
    {
      id: 'products',
      heading: 'Products and prices',
      body: (
        <>
          <p>
            All prices are in Indian Rupees (₹). We take great care to describe each fragrance faithfully, but colours on screen and the way
            a scent develops on skin can vary, so photographs and notes are a guide rather than a guarantee.
          </p>
          <p>
            Prices and availability may change without notice. If an item was listed at an obviously incorrect price, or turns out to be out
            of stock, we will contact you before accepting the order and you may cancel it for a full refund.
          </p>
        </>
      ),
    },
    {
      id: 'payment',
      heading: 'Orders and payment',
      body: (
        <>
          <PolicyList
            items={[
              <>
                An order is confirmed once we receive a <strong className="font-medium text-ink">deposit of 50%</strong> of the order value.
              </>,
              <>
                The <strong className="font-medium text-ink">balance must be paid before shipment</strong>; we do not dispatch an order
                until it is paid in full.
              </>,
              'When you pay the full amount at checkout, as our online checkout does, both conditions are met at once.',
              'The amount you pay is always the one calculated by our system at checkout, including any first-order discount.',
            ]}
          />
          <p>Payments are handled by our payment provider over a secure connection; we never store your card details.</p>
        </>
      ),
    },
    {
      id: 'delivery',
      heading: 'Shipping and delivery',
      body: (
        <p>
          We deliver across India. Delivery times shown on the site are estimates from the moment an order is paid in full and dispatched.
          Please make sure the delivery address and phone number you give are complete and correct, since our couriers rely on them.
        </p>
      ),
    },
    {
      id: 'final-sale',
      heading: 'Returns and final sale',
      body: (
        <p>
          Apart from unopened items returned under our{' '}
          <Link to={paths.shop.returnsPolicy} className={linkClass}>
            Returns Policy
          </Link>
          , <strong className="font-medium text-ink">all sales are final, except for damaged goods</strong>. Fragrances that have been
          opened, sprayed or unsealed cannot be returned or exchanged unless they arrived damaged.
        </p>
      ),
    },
    {
      id: 'damage',
      heading: 'Damaged goods',
      body: (
        <p>
          Please inspect your order on arrival. Any damage must be{' '}
          <strong className="font-medium text-ink">reported within 7 days of delivery</strong>, by writing to{' '}
          <a href={`mailto:${email}`} className={linkClass}>
            {email}
          </a>{' '}
          with your order number and photographs of the item and its packaging. Once confirmed, we will replace the item or refund it in
          full. Reports received after 7 days cannot be accepted.
        </p>
      ),
    },
    {
      id: 'ip',
      heading: 'Our content',
      body: (
        <p>
          The {shopName} name, logo, photographs and text on this site belong to us or our licensors. You may view and share them for
          personal, non-commercial purposes; any other use needs our written permission.
        </p>
      ),
    },
    {
      id: 'liability',
      heading: 'Our responsibility to you',
      body: (
        <p>
          We are responsible for losses you suffer that are a foreseeable result of our breaking these terms or failing to use reasonable
          care. We are not responsible for indirect losses, or for delays caused by events outside our reasonable control. Nothing in these
          terms limits your rights as a consumer under Indian law.
        </p>
      ),
    },
    {
      id: 'law',
      heading: 'Governing law',
      body: (
        <p>
          These terms are governed by the laws of India. Any dispute will be subject to the jurisdiction of the courts at the place of our
          registered office, shown below. We would always rather resolve a concern with you directly first, so please contact us.
        </p>
      ),
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      body: (
        <p>
          We may revise these terms from time to time. The version in force when you place an order applies to that order; the effective
          date above shows when the current version took effect.
        </p>
      ),
    },
  ];

  return (
    <PolicyPage
      eyebrow="Customer Service"
      title="Terms & Conditions"
      effectiveDate={formatEffectiveDate()}
      intro={<p>The agreement between you and {shopName} when you shop with us. We have kept it as clear and brief as we can.</p>}
      sections={sections}
    />
  );
}
