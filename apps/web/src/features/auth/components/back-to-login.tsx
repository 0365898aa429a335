import { ArrowLeft } from 'lucide-react';
import { TextLink } from './text-link';
import { paths } from '@/lib/paths';

export function BackToLogin() {
  return (
    <p className="mt-8 text-center text-sm">
      <TextLink to={paths.auth.login()} className="inline-flex items-center gap-2 no-underline hover:underline">
        <ArrowLeft className="size-3.5" aria-hidden="true" />
        Back to Login
      </TextLink>
    </p>
  );
}
