/**
 * The virtualised log list (@tanstack/react-virtual, fixed row height): only visible rows are in the
 * DOM, so the view keeps up with 50 lines/s into a 5,000-line buffer. It follows the newest line while
 * the user is at the bottom and stops following when they scroll up.
 */
import { useEffect, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { LOG_ROW_HEIGHT_PX } from '../constants.ts';
import { formatLogTime, type LogEntry } from './log-buffer.ts';
import { msg } from '../messages.ts';

/** Rows rendered above and below the visible window. */
const OVERSCAN_ROWS = 20;
/** Within this many px of the end counts as "at the bottom". */
const FOLLOW_SLACK_PX = 2 * LOG_ROW_HEIGHT_PX;

export interface LogsListProps {
  lines: readonly LogEntry[];
  utc: boolean;
  timestamps: boolean;
  serviceName: (id: number) => string | undefined;
}

export function LogsList({ lines, utc, timestamps, serviceName }: LogsListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const follow = useRef(true);
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => LOG_ROW_HEIGHT_PX,
    overscan: OVERSCAN_ROWS,
  });
  useEffect(() => {
    if (follow.current && lines.length > 0) virtualizer.scrollToIndex(lines.length - 1, { align: 'end' });
  }, [lines, virtualizer]);
  return (
    <div
      ref={scrollRef}
      className="logs-scroll"
      role="log"
      aria-label={msg('logs')}
      aria-live="off"
      tabIndex={0}
      onScroll={(e) => {
        const el = e.currentTarget;
        follow.current = el.scrollHeight - el.scrollTop - el.clientHeight <= FOLLOW_SLACK_PX;
      }}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const line = lines[item.index];
          // The virtualizer counts lines.length items, so a missing line only happens between renders.
          if (!line) return null;
          const source = line.isSystem
            ? msg('system')
            : line.serviceId === undefined
              ? ''
              : (serviceName(line.serviceId) ?? String(line.serviceId));
          return (
            <div
              key={line.seq}
              className={line.isSystem ? 'log-row log-system' : line.isStdErr ? 'log-row log-stderr' : 'log-row'}
              data-testid="log-row"
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                height: LOG_ROW_HEIGHT_PX,
                transform: `translateY(${item.start}px)`,
              }}
            >
              {timestamps ? <span className="log-time">{formatLogTime(line.timestamp, utc)}</span> : null}
              <span className="log-source">{source}</span>
              <span className="log-message">{line.message}</span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
