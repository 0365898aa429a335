import { ArrowLeft } from 'lucide-react';
import { TextLink } from './text-link';

export function BackToLogin() {
  return (
    <p className="mt-8 text-center text-sm">
      <TextLink to="/auth/login" className="inline-flex items-center gap-2 no-underline hover:underline">
        <ArrowLeft className="size-3.5" aria-hidden="true" />
        Back to Login
      </TextLink>
    </p>
  );
}
