/**
 * Add or edit an identity provider (spec 01 §4, §5): SSO identifier, entry point URL, issuer and
 * certificate, optionally filled from an uploaded metadata XML file (at most 1,000,000 bytes; a file
 * that does not parse is reported). Adding also asks for the organization the provider is for and
 * is enabled only when the four provider fields are filled. The certificate is saved wrapped at 64
 * columns between its begin and end lines.
 */
import { useId, useState, type ChangeEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button, Dialog, FormAlert, TextField, fieldProps, useZodForm } from '../../../components/ui/index.ts';
import { FieldFrame } from '../../../components/ui/field.tsx';
import type { IdentityProviderFields } from '../../../api/identity-providers.ts';
import { parseMetadata } from '../domain/idp-rules.ts';
import { idpErrorText, MSG } from '../messages.ts';
import { errorText } from '../../../lib/errors.ts';
import { t } from '../../../lib/i18n.ts';
import { allRequiredFilled, idpAddSchema, idpEditSchema, type IdpAddValues } from '../schemas/idp-form.schema.ts';

export interface IdpFormDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Adding: the organizations the user administers; editing: undefined. */
  organizations?: ReadonlyArray<{ id: number; name: string }>;
  initial?: IdentityProviderFields;
  /** Saves; a rejection shows its error text in the dialog. */
  onSave: (fields: IdentityProviderFields, organizationId: number | null) => Promise<void>;
}

const EMPTY: IdpAddValues = { sso_identifier: '', entry_point: '', issuer: '', certificate: '', organizationId: '' };

export function IdpFormDialog({ isOpen, onOpenChange, organizations, initial, onSave }: IdpFormDialogProps) {
  const adding = organizations !== undefined;
  // Editing has no organization field: the edit schema would otherwise refuse the hidden, empty
  // organization as "required" and the save would never be sent.
  const form = useZodForm(
    adding
      ? idpAddSchema
      : idpEditSchema.extend({
          organizationId: z
            .string()
            .optional()
            .transform(() => undefined),
        }),
    {
      ...EMPTY,
      ...initial,
      organizationId: organizations?.length === 1 ? String(organizations[0]!.id) : '',
    },
    'onTouched',
  );
  const [error, setError] = useState<unknown>(null);
  const [metadataError, setMetadataError] = useState<string | null>(null);
  const values = useWatch({ control: form.control });
  const ids = useId();

  const onMetadata = async (e: ChangeEvent<HTMLInputElement>) => {
    setMetadataError(null);
    const file = e.target.files?.[0];
    if (!file) return;
    const result = parseMetadata(file.size > 1_000_000 ? '' : await file.text(), file.size);
    if (!result.ok)
      return setMetadataError(result.reason === 'too_large' ? MSG.metadataTooLarge : MSG.metadataUnparsable);
    for (const [key, value] of Object.entries(result.fields)) {
      form.setValue(key as keyof IdentityProviderFields, value, { shouldValidate: true, shouldDirty: true });
    }
  };

  const submit = form.handleSubmit(async (out) => {
    setError(null);
    try {
      const { organizationId, ...fields } = out;
      await onSave(fields, typeof organizationId === 'number' ? organizationId : null);
      onOpenChange(false);
    } catch (e) {
      setError(e);
    }
  });

  const canSubmit = allRequiredFilled(values) && (!adding || Boolean(values.organizationId));
  const orgError = form.getFieldState('organizationId', form.formState).error?.message;
  const certError = form.getFieldState('certificate', form.formState).error?.message;
  return (
    <Dialog
      title={adding ? MSG.addTitle : MSG.editTitle}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!form.formState.isSubmitting}
      size="large"
      actions={
        <>
          <Button onClick={() => onOpenChange(false)}>{t('common.cancel')}</Button>
          <Button
            variant="primary"
            type="submit"
            form={`${ids}-form`}
            pending={form.formState.isSubmitting}
            disabled={!canSubmit}
            title={canSubmit ? undefined : MSG.fillAll}
          >
            {adding ? MSG.add : MSG.save}
          </Button>
        </>
      }
    >
      <form
        id={`${ids}-form`}
        className="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-label={adding ? MSG.addTitle : MSG.editTitle}
      >
        {adding ? (
          <FieldFrame label={MSG.forOrganization} errorMessage={orgError}>
            {({ id, describedBy, invalid }) => (
              <select
                id={id}
                className="input"
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                {...form.register('organizationId')}
              >
                <option value="">{MSG.orgRequired}</option>
                {organizations.map((o) => (
                  <option key={o.id} value={String(o.id)}>
                    {o.name}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
        ) : null}
        <FieldFrame label={MSG.metadata} description={MSG.metadataHelp} errorMessage={metadataError ?? undefined}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="file"
              accept=".xml,application/xml,text/xml"
              className="input"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={(e) => void onMetadata(e)}
            />
          )}
        </FieldFrame>
        <TextField
          label={MSG.ssoIdentifier}
          description={MSG.ssoHelp}
          autoComplete="off"
          {...fieldProps(form, 'sso_identifier')}
        />
        <TextField label={MSG.entryPoint} type="url" autoComplete="off" {...fieldProps(form, 'entry_point')} />
        <TextField label={MSG.issuer} autoComplete="off" {...fieldProps(form, 'issuer')} />
        <FieldFrame label={MSG.certificate} description={MSG.certificateHelp} errorMessage={certError}>
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              className="input idp-certificate"
              rows={8}
              spellCheck={false}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...form.register('certificate')}
            />
          )}
        </FieldFrame>
        {!canSubmit ? <p className="muted">{MSG.fillAll}</p> : null}
        {/* Only a failed save has an error: errorText of "no error" is the fallback text, never shown on open. */}
        {error ? <FormAlert error={error} text={idpErrorText(errorText(error))} /> : null}
      </form>
    </Dialog>
  );
}
