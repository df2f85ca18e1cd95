import { Link2, Mail, MessageCircle, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from '@/lib/toasts';
import { cn } from '@/lib/cn';
import { BrandGlyph } from './brand-icons';
import {
  DEFAULT_SHARE_TITLE,
  SHARE_POPUP_FEATURES,
  buildShareLinks,
  type ShareChannel,
  type ShareLinks,
} from '@portmarin/shared/constants';
import { isNative } from '@/lib/platform';

export type ShareWidgetSize = 'sm' | 'md' | 'lg';
export type ShareWidgetVariant = 'icons' | 'text' | 'mixed';

export type ShareWidgetProps = {
  url: string;
  title?: string;
  description?: string;
  size?: ShareWidgetSize;
  variant?: ShareWidgetVariant;
  /** Called after each share, e.g. to count it on the post. */
  onShare?: (channel: ShareChannel) => void;
  className?: string;
};

const SIZE_CLASSES: Record<ShareWidgetSize, { box: string; icon: string; text: string }> = {
  sm: { box: 'h-8 min-w-8 rounded-md', icon: 'size-4', text: 'px-2.5 text-xs' },
  md: { box: 'h-10 min-w-10 rounded-lg', icon: 'size-5', text: 'px-3 text-sm' },
  lg: { box: 'h-12 min-w-12 rounded-xl', icon: 'size-6', text: 'px-4 text-base' },
};

type Item = { channel: ShareChannel; label: string; short: string; icon: (className: string) => ReactNode };

const ITEMS: Item[] = [
  {
    channel: 'facebook',
    label: 'Partager sur Facebook',
    short: 'Facebook',
    icon: (c) => <BrandGlyph mark="facebook" className={c} />,
  },
  {
    channel: 'twitter',
    label: 'Partager sur Twitter',
    short: 'Twitter',
    icon: (c) => <BrandGlyph mark="x" className={c} />,
  },
  {
    channel: 'linkedin',
    label: 'Partager sur LinkedIn',
    short: 'LinkedIn',
    icon: (c) => <BrandGlyph mark="linkedin" className={c} />,
  },
  {
    channel: 'whatsapp',
    label: 'Partager sur WhatsApp',
    short: 'WhatsApp',
    icon: (c) => <MessageCircle aria-hidden="true" className={c} />,
  },
  {
    channel: 'email',
    label: 'Partager par e-mail',
    short: 'E-mail',
    icon: (c) => <Mail aria-hidden="true" className={c} />,
  },
  {
    channel: 'copy',
    label: 'Copier le lien',
    short: 'Copier le lien',
    icon: (c) => <Link2 aria-hidden="true" className={c} />,
  },
  {
    channel: 'native',
    label: 'Partager avec une autre application',
    short: 'Partager',
    icon: (c) => <Share2 aria-hidden="true" className={c} />,
  },
];

function isCancel(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return true;
  return error instanceof Error && /cancel/i.test(error.message);
}

/** Opens the system share sheet (Capacitor on native, Web Share in browsers). */
async function shareNatively(data: { url: string; title: string; description?: string }): Promise<void> {
  if (isNative()) {
    const { Share } = await import('@capacitor/share');
    await Share.share({ title: data.title, text: data.description, url: data.url });
    return;
  }
  if (typeof navigator.share !== 'function') throw new Error('Web Share indisponible');
  await navigator.share({ title: data.title, text: data.description, url: data.url });
}

/** Share buttons for one page: networks, e-mail, copy link and the device's share sheet. */
export function ShareWidget({
  url,
  title = DEFAULT_SHARE_TITLE,
  description,
  size = 'md',
  variant = 'mixed',
  onShare,
  className,
}: ShareWidgetProps) {
  const links: ShareLinks = buildShareLinks({ url, title, description });
  const sizes = SIZE_CLASSES[size];
  const boxClass = cn(
    'inline-flex items-center justify-center gap-1.5 border border-border bg-background font-medium text-foreground transition-colors hover:bg-accent hover:text-accent-foreground',
    sizes.box,
    variant !== 'icons' && sizes.text,
  );

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Lien copié', { description: 'Le lien a été copié dans le presse-papiers' });
      onShare?.('copy');
    } catch {
      toast.error('Erreur', { description: 'Impossible de copier le lien' });
    }
  }

  async function nativeShare() {
    try {
      await shareNatively({ url, title, description });
      onShare?.('native');
    } catch (error) {
      if (isCancel(error)) return;
      // Spec section 7: a failing native share falls back to the Facebook share in a 600×400 window.
      window.open(links.facebook, '_blank', SHARE_POPUP_FEATURES);
      onShare?.('facebook');
    }
  }

  function content(item: Item) {
    return (
      <>
        {variant !== 'text' && item.icon(sizes.icon)}
        {variant !== 'icons' && <span>{item.short}</span>}
      </>
    );
  }

  return (
    <ul className={cn('flex flex-wrap gap-2', className)} aria-label="Options de partage">
      {ITEMS.map((item) => {
        // The full name everywhere; the visible short text is part of it (WCAG 2.5.3).
        const label = item.label;
        let control: ReactNode;
        if (item.channel === 'copy' || item.channel === 'native') {
          const action = item.channel === 'copy' ? copyLink : nativeShare;
          control = (
            <button
              type="button"
              className={boxClass}
              aria-label={label}
              title={variant === 'icons' ? item.label : undefined}
              onClick={() => void action()}
            >
              {content(item)}
            </button>
          );
        } else {
          const href = links[item.channel as keyof ShareLinks];
          const isMail = item.channel === 'email';
          control = (
            <a
              href={href}
              className={boxClass}
              aria-label={label}
              title={variant === 'icons' ? item.label : undefined}
              // mailto: opens the mail app; the networks open in a new tab.
              target={isMail ? undefined : '_blank'}
              rel={isMail ? undefined : 'noopener noreferrer'}
              onClick={() => onShare?.(item.channel)}
            >
              {content(item)}
            </a>
          );
        }
        return (
          <li key={item.channel} data-channel={item.channel}>
            {control}
          </li>
        );
      })}
    </ul>
  );
}
