import { useCallback, useState, type ReactNode } from 'react';
import { PREVIEW_UNAVAILABLE_MESSAGE } from '@aurelle/contract';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useCampaignPreview } from '../api/use-campaign-preview';
import { previewState, type CampaignDraft } from './campaign-draft';

/** The Preview tab: the letter as the server renders it, or why it cannot be shown yet. */
export function PreviewPanel({ draft }: { draft: CampaignDraft }) {
  const state = previewState(draft);
  const previewQuery = useCampaignPreview(state.kind === 'ready' ? state.request : null);

  if (state.kind === 'no-type')
    return <PreviewNote title="Choose a template first">The preview appears once a template type is chosen.</PreviewNote>;
  if (state.kind === 'custom') {
    return <PreviewNote title={PREVIEW_UNAVAILABLE_MESSAGE}>A custom campaign is sent exactly as you write it in Compose.</PreviewNote>;
  }
  if (state.kind === 'incomplete') {
    return (
      <PreviewNote title="A few details are missing">
        <ul className="mt-2 list-inside list-disc text-left">
          {Object.values(state.errors).map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      </PreviewNote>
    );
  }
  if (previewQuery.isError) {
    return <PreviewNote title="Preview unavailable">{errorMessage(previewQuery.error, 'The preview could not be rendered.')}</PreviewNote>;
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-xs text-stone">
        Subject: <span className="text-ink">{draft.subject || '—'}</span>
      </p>
      {previewQuery.data === undefined ? <Skeleton className="h-[28rem] w-full" /> : <MailFrame html={previewQuery.data} />}
    </div>
  );
}

/** Mail layouts are 600 px wide; on a narrow screen the whole letter is scaled down to fit rather than cropped. */
const MAIL_WIDTH_PX = 600;
const MAIL_HEIGHT_PX = 720;

function MailFrame({ html }: { html: string }) {
  const [containerWidth, setContainerWidth] = useState<number | null>(null);
  const observe = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setContainerWidth(entry?.contentRect.width ?? null));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = containerWidth && containerWidth < MAIL_WIDTH_PX ? containerWidth / MAIL_WIDTH_PX : 1;
  return (
    <div ref={observe} className="w-full overflow-hidden border border-line bg-ivory" style={{ height: MAIL_HEIGHT_PX * scale }}>
      {/* sandbox="": no scripts, no same-origin access, no navigation — the letter is looked at, never run. */}
      <iframe
        title="Email preview"
        sandbox=""
        srcDoc={html}
        className="origin-top-left bg-white"
        style={{ width: scale < 1 ? MAIL_WIDTH_PX : '100%', height: MAIL_HEIGHT_PX, transform: scale < 1 ? `scale(${scale})` : undefined }}
      />
    </div>
  );
}

function PreviewNote({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 border border-dashed border-line bg-ivory/40 px-6 py-14 text-center">
      <p className="font-display text-2xl">{title}</p>
      <div className="max-w-md text-sm text-stone">{children}</div>
    </div>
  );
}
