import { useShopConfig } from '@/lib/use-shop-config';
import { PolicyList, PolicyPage, type PolicySection } from '../components/policy-page';
import { formatEffectiveDate } from '../lib/effective-date';

/** Privacy policy; the effective date is today. */
export function PrivacyPage() {
  const { shopName, email } = useShopConfig();
  const sections: PolicySection[] = [
    {
      id: 'collect',
      heading: 'Information we collect',
      body: (
        <>
          <p>We collect only what we need to run your account and deliver your orders:</p>
          <PolicyList
            items={[
              <>
                <strong className="font-medium text-ink">Account details:</strong> your name, e-mail address and password. Your password is
                stored only as a one-way cryptographic hash; nobody at {shopName} can read it.
              </>,
              <>
                <strong className="font-medium text-ink">Delivery details:</strong> the names, phone numbers and postal addresses you save
                for delivery (up to three).
              </>,
              <>
                <strong className="font-medium text-ink">Orders:</strong> what you bought, when, the amount paid and the status of payment
                and delivery.
              </>,
              <>
                <strong className="font-medium text-ink">Reviews:</strong> the rating and words you choose to publish about a product.
              </>,
            ]}
          />
          <p>
            Card details are entered directly with our payment provider. We never see or store your full card number, expiry date or
            security code.
          </p>
        </>
      ),
    },
    {
      id: 'use',
      heading: 'How we use it',
      body: (
        <PolicyList
          items={[
            'to create and secure your account and keep you signed in;',
            'to process payments, prepare and deliver your orders, and handle returns and refunds;',
            'to send messages about your account and orders, such as a password reset link;',
            'to send occasional news and offers by e-mail, which you can ask us to stop at any time;',
            'to prevent fraud and abuse, and to meet our legal and tax obligations.',
          ]}
        />
      ),
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      body: (
        <>
          <p>
            We do not sell or rent your personal information. We share it only with the service providers who help us serve you, and only as
            much as each needs: our payment provider (to take payment), our courier partners (to deliver your order), and our e-mail service
            (to send your messages). Each is bound to use it solely for that purpose.
          </p>
          <p>We may also disclose information where the law requires it, or to protect our customers and our business from fraud.</p>
        </>
      ),
    },
    {
      id: 'cookies',
      heading: 'Cookies and storage',
      body: (
        <>
          <p>
            We use a single essential cookie to keep you signed in. It cannot be read by scripts on the page and is never shared with
            advertisers. Your browser also remembers small preferences on your own device, such as the filters you chose while browsing and
            the delivery address you selected last.
          </p>
          <p>We do not use advertising or cross-site tracking cookies.</p>
        </>
      ),
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      body: (
        <p>
          We keep your account information for as long as your account is open. Order records are kept for as long as tax and accounting law
          requires. Password reset links expire after one hour and can be used only once.
        </p>
      ),
    },
    {
      id: 'security',
      heading: 'How we protect it',
      body: (
        <p>
          Your information travels over encrypted connections and is stored on secured systems with restricted access. Signing out, or
          resetting your password, immediately ends every session on every device. No system is perfectly secure, so please choose a strong
          password that you do not use elsewhere.
        </p>
      ),
    },
    {
      id: 'rights',
      heading: 'Your choices and rights',
      body: (
        <>
          <p>
            You can see and correct your name, e-mail address and password at any time under Account Settings, and manage your saved
            addresses under Addresses. You may also ask us for a copy of the information we hold about you, ask us to erase it, or withdraw
            your consent to marketing e-mails, in line with applicable Indian data protection law, including the Digital Personal Data
            Protection Act, 2023.
          </p>
          <p>
            To make a request, write to{' '}
            <a href={`mailto:${email}`} className="text-ink underline decoration-gold underline-offset-4">
              {email}
            </a>
            . We will respond within 30 days.
          </p>
        </>
      ),
    },
    {
      id: 'children',
      heading: 'Children',
      body: <p>Our shop is intended for adults. We do not knowingly collect information from anyone under 18.</p>,
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      body: (
        <p>
          We may update this policy as our services or the law change. The effective date above always shows when it last took effect; where
          a change is significant, we will also let you know by e-mail.
        </p>
      ),
    },
  ];

  return (
    <PolicyPage
      eyebrow="Customer Service"
      title="Privacy Policy"
      effectiveDate={formatEffectiveDate()}
      intro={
        <p>
          Your trust is the most precious thing we hold. This policy explains what personal information {shopName} collects, why, and the
          choices you have.
        </p>
      }
      sections={sections}
    />
  );
}
