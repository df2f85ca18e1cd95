import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';

type SegmentState = 'done' | 'current' | 'upcoming';

/**
 * One bar per story. The current bar fills over `duration` through the Web Animations API, paused with
 * the viewer; with reduced motion it is simply shown full (the resident moves on by hand).
 */
export function StoryProgress({
  count,
  current,
  duration,
  paused,
  animate,
  storyKey,
}: {
  count: number;
  current: number;
  duration: number;
  paused: boolean;
  animate: boolean;
  storyKey: string;
}) {
  return (
    <div aria-hidden="true" className="flex gap-1">
      {Array.from({ length: count }, (_, index) => (
        <Segment
          key={index === current ? storyKey : index}
          state={index < current ? 'done' : index === current ? 'current' : 'upcoming'}
          duration={duration}
          paused={paused}
          animate={animate}
        />
      ))}
    </div>
  );
}

function Segment({
  state,
  duration,
  paused,
  animate,
}: {
  state: SegmentState;
  duration: number;
  paused: boolean;
  animate: boolean;
}) {
  const bar = useRef<HTMLSpanElement>(null);
  const animation = useRef<Animation | null>(null);
  const moving = state === 'current' && animate;

  useEffect(() => {
    const element = bar.current;
    if (!moving || !element || typeof element.animate !== 'function') return;
    animation.current = element.animate([{ scale: '0 1' }, { scale: '1 1' }], {
      duration,
      fill: 'forwards',
      easing: 'linear',
    });
    return () => {
      animation.current?.cancel();
      animation.current = null;
    };
  }, [moving, duration]);

  useEffect(() => {
    if (paused) animation.current?.pause();
    else animation.current?.play();
  }, [paused, moving]);

  return (
    <span className="h-1 flex-1 overflow-hidden rounded-full bg-muted" data-state={state}>
      <span
        ref={bar}
        className={cn(
          'block h-full origin-left bg-primary',
          state === 'done' || (state === 'current' && !animate) ? 'scale-x-100' : 'scale-x-0',
        )}
      />
    </span>
  );
}
