/** Clock: the session's mock time; freeze, resume, advance by the steps QA needs, or set an instant. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminWrites, useAdminWrite } from '../../../api/mock-admin.ts';
import { Button, TextField, fieldProps, useZodForm } from '../../../components/ui/index.ts';
import { MSG, fill } from '../messages.ts';
import { panelErrorText, usePanel } from './use-panel.ts';

/** The advance steps: an hour, a day, past the 30-day past-due warning, past the 60-day freeze. */
export const ADVANCE_STEPS = [
  { by: '1h', label: '1 hour' },
  { by: '1d', label: '1 day' },
  { by: '35d', label: '35 days' },
  { by: '61d', label: '61 days' },
] as const;

/** The instant to set: a date and time read as UTC unless it names its offset, sent as ISO 8601. */
const instantSchema = z.object({
  at: z.string().transform((at, ctx) => {
    const ms = Date.parse(/Z|[+-]\d\d:\d\d$/.test(at) ? at : `${at}Z`);
    if (at && !Number.isNaN(ms)) return new Date(ms).toISOString();
    ctx.addIssue({ code: 'custom', message: MSG.setInstantInvalid });
    return z.NEVER;
  }),
});

export function ClockSection() {
  const { reads } = usePanel();
  const clock = useQuery(reads.clock());
  const freeze = useAdminWrite(adminWrites.freeze);
  const resume = useAdminWrite(adminWrites.resume);
  const advance = useAdminWrite(adminWrites.advance);
  const set = useAdminWrite(adminWrites.setClock);
  const instant = useZodForm(instantSchema, { at: '' });
  const failure = freeze.error ?? resume.error ?? advance.error ?? set.error;
  return (
    <div className="mock-panel-section">
      {clock.data ? (
        <p aria-live="polite">
          {MSG.now}: <time dateTime={clock.data.now}>{clock.data.now}</time> (
          {clock.data.frozen ? MSG.frozen : MSG.running_})
        </p>
      ) : (
        <p>{MSG.loading}</p>
      )}
      <div className="mock-panel-actions">
        <Button onClick={() => freeze.mutate()} pending={freeze.isPending}>
          {MSG.freeze}
        </Button>
        <Button onClick={() => resume.mutate()} pending={resume.isPending}>
          {MSG.resume}
        </Button>
      </div>
      <div className="mock-panel-actions">
        {ADVANCE_STEPS.map((s) => (
          <Button key={s.by} onClick={() => advance.mutate(s.by)} disabled={advance.isPending}>
            {fill(MSG.advance, { by: s.label })}
          </Button>
        ))}
      </div>
      <form
        className="mock-panel-inline-form"
        noValidate
        onSubmit={(e) => void instant.handleSubmit(({ at }) => set.mutate(at))(e)}
      >
        <TextField label={MSG.setInstant} type="datetime-local" step={1} {...fieldProps(instant, 'at')} />
        <Button type="submit" pending={set.isPending}>
          {MSG.set}
        </Button>
      </form>
      {failure ? <p role="alert">{fill(MSG.failed, { message: panelErrorText(failure) })}</p> : null}
    </div>
  );
}
