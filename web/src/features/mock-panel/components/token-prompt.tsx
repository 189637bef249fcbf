/** Asks for the admin token of a shared mock; it is kept for this tab only (sessionStorage). */
import { useState } from 'react';
import { setAdminToken } from '../../../api/mock-admin.ts';
import { Button, PasswordField } from '../../../components/ui/index.ts';
import { MSG } from '../messages.ts';

export function TokenPrompt({ wrong }: { wrong: boolean }) {
  const [value, setValue] = useState('');
  return (
    <form
      className="mock-panel-form"
      onSubmit={(e) => {
        e.preventDefault();
        setAdminToken(value);
      }}
    >
      <h2 id="mock-panel-token-title">{MSG.tokenTitle}</h2>
      <p>{MSG.tokenIntro}</p>
      <PasswordField
        label={MSG.tokenLabel}
        value={value}
        autoComplete="off"
        showLabel={MSG.tokenShow}
        hideLabel={MSG.tokenHide}
        onChange={(e) => setValue(e.currentTarget.value)}
        errorMessage={wrong ? MSG.tokenWrong : undefined}
      />
      <Button type="submit" variant="primary" disabled={!value.trim()}>
        {MSG.tokenSubmit}
      </Button>
    </form>
  );
}
