/**
 * Create-organization dialog (spec 01 §5 "Organization create"): the name is required and unique
 * among the user's organizations (case-insensitive, "already used"); an optional PNG or JPEG logo
 * of at most 1,000,000 bytes. The organization is created first and the logo set after it; a logo
 * failure is ignored on create. The same dialog renames an organization (name only).
 */
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Form, FormField, FormSubmit } from '../../../components/ui/form.tsx';
import { FieldFrame } from '../../../components/ui/field.tsx';
import { MSG } from '../messages.ts';
import { logoError, orgNameSchema } from '../schemas/org-rules.ts';

export interface OrgNameDialogProps {
  mode: 'create' | 'rename';
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names of the user's other organizations (uniqueness). */
  existingNames: readonly string[];
  initialName?: string;
  onSubmit: (values: { name: string; logo: File | null }) => Promise<void>;
}

export function OrgNameDialog({
  mode,
  isOpen,
  onOpenChange,
  existingNames,
  initialName = '',
  onSubmit,
}: OrgNameDialogProps) {
  const [logo, setLogo] = useState<File | null>(null);
  const [logoMessage, setLogoMessage] = useState<string | null>(null);
  const title = mode === 'create' ? MSG.createOrg : MSG.renameTitle;
  return (
    <Dialog title={title} isOpen={isOpen} onOpenChange={onOpenChange}>
      <Form
        schema={orgNameSchema(existingNames)}
        defaultValues={{ name: initialName }}
        aria-label={title}
        onSubmit={async ({ name }) => {
          if (logoMessage) return;
          await onSubmit({ name: name.trim(), logo });
          onOpenChange(false);
        }}
      >
        <FormField name="name" label={MSG.nameLabel} autoFocus />
        {mode === 'create' ? (
          <FieldFrame label={MSG.logoLabel} optional errorMessage={logoMessage ?? undefined}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                type="file"
                accept="image/png,image/jpeg"
                onChange={(e) => {
                  const file = e.target.files?.[0] ?? null;
                  setLogo(file);
                  setLogoMessage(file ? logoError(file) : null);
                }}
              />
            )}
          </FieldFrame>
        ) : null}
        <div className="dialog-actions">
          <Button onClick={() => onOpenChange(false)}>{MSG.cancel}</Button>
          <FormSubmit>{mode === 'create' ? MSG.create : MSG.save}</FormSubmit>
        </div>
      </Form>
    </Dialog>
  );
}
