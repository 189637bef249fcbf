/** Create or rename a team (spec 01 §5 "Team create": name required and unique within the organization, case-insensitive). */
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Form, FormField, FormSubmit } from '../../../components/ui/form.tsx';
import { MSG } from '../messages.ts';
import { teamNameSchema } from '../schemas/org-rules.ts';

export interface TeamNameDialogProps {
  mode: 'create' | 'rename';
  teams: ReadonlyArray<{ id: number; name: string }>;
  /** The renamed team (excluded from the uniqueness check). */
  team?: { id: number; name: string };
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (name: string) => Promise<void>;
}

export function TeamNameDialog({ mode, teams, team, isOpen, onOpenChange, onSubmit }: TeamNameDialogProps) {
  const title = mode === 'create' ? MSG.createTeam : MSG.renameTeam;
  return (
    <Dialog title={title} isOpen={isOpen} onOpenChange={onOpenChange}>
      <Form
        schema={teamNameSchema(teams, team?.id)}
        defaultValues={{ name: team?.name ?? '' }}
        aria-label={title}
        onSubmit={async ({ name }) => {
          await onSubmit(name.trim());
          onOpenChange(false);
        }}
      >
        <FormField name="name" label={MSG.teamNameLabel} autoFocus />
        <div className="dialog-actions">
          <Button onClick={() => onOpenChange(false)}>{MSG.cancel}</Button>
          <FormSubmit>{mode === 'create' ? MSG.create : MSG.save}</FormSubmit>
        </div>
      </Form>
    </Dialog>
  );
}
