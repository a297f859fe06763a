import { Box, Text } from '@mantine/core';
import { IconCheck, IconChevronsRight } from '@tabler/icons-react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SLIDER_END, dragPosition, isAtEnd, keyPosition, releasePosition } from '@/lib/slider-check';

export interface SliderCheckProps {
  /** Called once, when the handle reaches the end. */
  onSolved: () => void;
  /** Show as solved from the start (e.g. a form field that already holds a result). */
  solved?: boolean;
  disabled?: boolean;
  'data-testid'?: string;
}

const TRACK_HEIGHT = 40;
const HANDLE_WIDTH = 48;

interface Drag {
  startX: number;
  startPosition: number;
  travel: number;
}

/** The self-contained slider check: drag the handle to the end (or use the arrow keys, Page Up/Down, Home
 * and End); a drag released before the end snaps back. See src/lib/slider-check.ts. */
export function SliderCheck({ onSolved, solved = false, disabled = false, ...rest }: SliderCheckProps) {
  const { t } = useTranslation('verification');
  const [position, setPosition] = useState(0);
  const [done, setDone] = useState(false);
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const isSolved = solved || done;
  const locked = isSolved || disabled;
  const shown = isSolved ? SLIDER_END : position;

  const settle = (next: number) => {
    setPosition(next);
    if (isAtEnd(next) && !done) {
      setDone(true);
      onSolved();
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (locked) return;
    const next = keyPosition(position, event.key);
    if (next === null) return;
    event.preventDefault();
    settle(next);
  };

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (locked) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const trackWidth = trackRef.current?.getBoundingClientRect().width ?? 0;
    drag.current = { startX: event.clientX, startPosition: position, travel: trackWidth - HANDLE_WIDTH };
  };

  const positionAt = (event: PointerEvent<HTMLDivElement>, current: Drag) =>
    dragPosition(current.startPosition, event.clientX - current.startX, current.travel);

  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setPosition(positionAt(event, drag.current));
  };

  const handlePointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    drag.current = null;
    settle(releasePosition(positionAt(event, current)));
  };

  return (
    <Box
      ref={trackRef}
      pos="relative"
      h={TRACK_HEIGHT}
      bg={isSolved ? 'teal.1' : 'gray.1'}
      data-testid={rest['data-testid']}
      style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden', userSelect: 'none' }}
    >
      <Box pos="absolute" top={0} left={0} bottom={0} w={`${shown}%`} bg="teal.2" />
      <Text
        pos="absolute"
        inset={0}
        ta="center"
        lh={`${TRACK_HEIGHT}px`}
        size="sm"
        c={isSolved ? 'teal.8' : 'dimmed'}
        aria-live="polite"
      >
        {isSolved ? t('captcha.verified') : t('captcha.instruction')}
      </Text>
      <Box
        role="slider"
        tabIndex={locked ? -1 : 0}
        aria-label={t('captcha.handle')}
        aria-valuemin={0}
        aria-valuemax={SLIDER_END}
        aria-valuenow={shown}
        aria-valuetext={isSolved ? t('captcha.verified') : undefined}
        aria-disabled={locked || undefined}
        pos="absolute"
        top={0}
        h={TRACK_HEIGHT}
        w={HANDLE_WIDTH}
        bg="white"
        style={{
          left: `calc((100% - ${HANDLE_WIDTH}px) * ${shown / SLIDER_END})`,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          borderRadius: 'var(--mantine-radius-sm)',
          boxShadow: 'var(--mantine-shadow-xs)',
          cursor: locked ? 'default' : 'grab',
          touchAction: 'none',
        }}
        onKeyDown={handleKeyDown}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerUp}
        onPointerCancel={handlePointerUp}
      >
        {isSolved ? <IconCheck size={18} /> : <IconChevronsRight size={18} />}
      </Box>
    </Box>
  );
}
