import { useLingui } from '@lingui/react/macro';
import { Share2 } from 'lucide-react';
import { useRef, useTransition } from 'react';
import type { ShareCard } from '../../lib/share-card/card-content';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/lazy-toast';
import { withMessages } from '../../lib/preloadable-lazy';
import { Button, type ButtonProps } from './button';

/**
 * The drawing and sharing code comes on the first press (or as the pointer or focus reaches the button), never with a
 * screen; with the messages the card's words are made from.
 */
const loadShare = withMessages(() => import('../../lib/share-card/share-card'));

interface ShareButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** Makes the card: its content, file name, words and link (often loading its own builder first). */
  card: () => Promise<ShareCard>;
  /** The button's name for screen readers, beginning with its visible word: 'Share your 30-day streak'. */
  label: string;
  /** The visible word; 'Share' unless named. */
  children?: string;
}

/**
 * Shares an image card: the share sheet with the picture, its words and link where the browser can share files,
 * else the picture saved and the link copied, with a toast saying so. While the card is made and the sheet is open
 * the button shows it and ignores further presses (it stays focusable, so the focus comes back to it).
 */
export function ShareButton({ card, label, children, className, variant = 'outline', size = 'sm', ...props }: ShareButtonProps) {
  const { t } = useLingui();
  const [pending, startTransition] = useTransition();
  const busy = useRef(false);
  const share = () => {
    if (busy.current) return;
    busy.current = true;
    startTransition(async () => {
      // The card's code says what happened (a toast); a failure to load it is the one thing left to say here.
      await loadShare()
        .then(
          ({ shareCard }) => shareCard(card),
          () => toast.error(t`Couldn't make your card. Please try again.`),
        )
        .finally(() => (busy.current = false));
    });
  };
  const preload = () => void loadShare().catch(() => undefined);
  return (
    <Button
      {...props}
      variant={variant}
      size={size}
      aria-label={label}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      className={cn(pending && 'cursor-progress opacity-70', className)}
      onClick={share}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <Share2 className={cn('h-4 w-4', pending && 'animate-pulse')} aria-hidden />
      {pending ? t`Making card…` : (children ?? t`Share`)}
    </Button>
  );
}

export default ShareButton;
