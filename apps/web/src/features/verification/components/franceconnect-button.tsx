import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * FranceConnect's button as its charter draws it: dark blue (#000091), « S'identifier avec » over
 * « FranceConnect » in bold, and the link « Qu'est-ce que FranceConnect ? » under it.
 */
export function FranceConnectButton({ className, ...props }: ComponentProps<'button'>) {
  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        className={cn(
          'inline-flex min-h-14 items-center gap-3 rounded-none bg-[#000091] px-5 py-2 text-left text-white',
          'hover:bg-[#1212ff] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#0a76f6]',
          'disabled:cursor-wait disabled:opacity-70',
          className,
        )}
        {...props}
      >
        <FranceConnectMark />
        <span className="flex flex-col leading-tight">
          <span className="text-sm">S'identifier avec</span> <span className="text-lg font-bold">FranceConnect</span>
        </span>
      </button>
      <a
        href="https://franceconnect.gouv.fr/"
        target="_blank"
        rel="noopener noreferrer"
        className="text-sm text-primary underline underline-offset-4"
      >
        Qu'est-ce que FranceConnect ? <span className="sr-only">(nouvelle fenêtre)</span>
      </a>
    </div>
  );
}

/** The mark before the words: decorative, the button's name is its text. */
function FranceConnectMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
      <path d="M16 2 29 9.5v13L16 30 3 22.5v-13z" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16 9v14M10 12.5l6 3.5 6-3.5" fill="none" stroke="#e1000f" strokeWidth="2" />
    </svg>
  );
}
