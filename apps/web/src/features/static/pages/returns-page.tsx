import { Link } from '@/components/link';
import { useShopConfig } from '@/lib/use-shop-config';
import { PolicyList, PolicyPage, type PolicySection } from '../components/policy-page';
import { paths } from '@/lib/paths';

/** Returns policy: 30 days for unopened items; refunds in 3-5 business days, on the statement in 5-10. */
export function ReturnsPage() {
  const { shopName, email, phone } = useShopConfig();
  const sections: PolicySection[] = [
    {
      id: 'promise',
      heading: 'Our promise',
      body: (
        <p>
          A fragrance should delight from the moment the box is opened. If something is not right, we want to hear about it and put it right
          quickly, with the same care that went into choosing the perfume.
        </p>
      ),
    },
    {
      id: 'eligibility',
      heading: 'What can be returned',
      body: (
        <>
          <p>
            We accept returns <strong className="font-medium text-ink">within 30 days of delivery</strong> for items that are{' '}
            <strong className="font-medium text-ink">unopened</strong>. To qualify, an item must be:
          </p>
          <PolicyList
            items={[
              'unused, with its cellophane wrap or tamper seal intact;',
              'in its original box and packaging, with any gift or sample that came with it;',
              'accompanied by the order number shown in your Order History.',
            ]}
          />
          <p>
            Because a perfume cannot be resold once it has been sprayed or unsealed, opened bottles can only be returned when they arrived
            damaged or were not what you ordered (see below).
          </p>
        </>
      ),
    },
    {
      id: 'non-returnable',
      heading: 'Items that cannot be returned',
      body: (
        <>
          <p>For reasons of hygiene and personalisation, the following are not returnable:</p>
          <PolicyList
            items={[
              'personalized items, such as engraved bottles or bespoke gift sets;',
              'downloads and other digital products;',
              'gift cards;',
              'personal care items, including body lotions, shower gels, deodorants and other products applied to the skin.',
            ]}
          />
        </>
      ),
    },
    {
      id: 'how-to-return',
      heading: 'How to start a return',
      body: (
        <>
          <p>
            Write to us at{' '}
            <a href={`mailto:${email}`} className="text-ink underline decoration-gold underline-offset-4">
              {email}
            </a>{' '}
            or call {phone} with your order number and the items you would like to return. We will confirm that the items qualify and send
            you the return address and packing instructions.
          </p>
          <p>
            Please pack the items securely in their original packaging. We recommend a trackable shipping service, since we cannot be
            responsible for returns lost in transit.
          </p>
        </>
      ),
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      body: (
        <>
          <p>
            Once your return arrives, we inspect it and write to you to confirm whether the refund is approved. Approved refunds are{' '}
            <strong className="font-medium text-ink">processed within 3-5 business days</strong> to your original payment method.
          </p>
          <p>
            Depending on your bank or card issuer, the amount then takes{' '}
            <strong className="font-medium text-ink">5-10 business days to appear on your statement</strong>. If it has not appeared after
            that, please check with your bank first, then contact us and we will trace it with you.
          </p>
          <p>Any first-order discount applied to the original purchase is reflected in the refunded amount.</p>
        </>
      ),
    },
    {
      id: 'damaged',
      heading: 'Damaged or incorrect items',
      body: (
        <p>
          If your order arrives damaged, leaking or different from what you ordered, please tell us within 7 days of delivery, with a photo
          of the item and its packaging. We will send a replacement or refund you in full, including return shipping, whether or not the
          item has been opened. See also our{' '}
          <Link to={paths.shop.termsConditions} className="text-ink underline decoration-gold underline-offset-4">
            Terms &amp; Conditions
          </Link>
          .
        </p>
      ),
    },
    {
      id: 'exchanges',
      heading: 'Exchanges',
      body: (
        <p>
          The quickest way to exchange an unopened item is to return it as described above and place a new order for the fragrance you
          prefer. Our team at {shopName} is always happy to suggest an alternative if the first choice was not quite you.
        </p>
      ),
    },
  ];

  return (
    <PolicyPage
      eyebrow="Customer Service"
      title="Returns Policy"
      intro={<p>Everything you need to know about returning an order, and how quickly your refund reaches you.</p>}
      sections={sections}
    />
  );
}
