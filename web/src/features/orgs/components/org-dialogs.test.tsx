// @vitest-environment jsdom
/**
 * The organization pages' validation rules as the dialogs render them (spec 01 §5, §9): the
 * organization name (required, unique among the user's organizations, case-insensitive) and its
 * logo (PNG or JPEG, at most 1,000,000 bytes); the invite e-mail (required, trimmed, valid, not a
 * member, not already invited; submit disabled meanwhile; the server's "already a member" answer on
 * the field); the team name (required, unique within the organization, case-insensitive).
 */
import '../../../components/ui/test-polyfills.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/errors.ts';
import { orgKeys } from '../../../api/organization/keys.ts';
import { OrgNameDialog } from './org-name-dialog.tsx';
import { InviteDialog, seatCostText } from './invite-dialog.tsx';
import { TeamNameDialog } from './team-name-dialog.tsx';
import { removesLastAdministrator } from './role-dialog.tsx';
import { addableMembers } from '../pages/team-members-page.tsx';

const createInvite = vi.hoisted(() => vi.fn());
vi.mock('../../../api/organization/invites.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api/organization/invites.ts')>()),
  useCreateOrgInvite: (orgId: number) => ({ mutateAsync: (invite: unknown) => createInvite(orgId, invite) }),
}));

afterEach(() => {
  cleanup();
  createInvite.mockReset();
});

function withQueries(children: ReactNode, seed?: (client: QueryClient) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  seed?.(client);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('create organization dialog', () => {
  const setup = () => {
    const onSubmit = vi.fn(async () => undefined);
    render(
      <OrgNameDialog
        mode="create"
        isOpen
        onOpenChange={() => undefined}
        existingNames={['Acme IoT', 'Globex Robotics']}
        onSubmit={onSubmit}
      />,
    );
    // The input's accept attribute only filters the picker; a dropped or forced file is still checked.
    return { onSubmit, user: userEvent.setup({ applyAccept: false }) };
  };

  it('says in words that a name over the 220 characters the API takes is too long, and sends nothing', async () => {
    const { onSubmit, user } = setup();
    const input = screen.getByLabelText('Organization name');
    // Pasted, as nobody types 300 characters; user.type would take a key press per character.
    await user.click(input);
    await user.paste('o'.repeat(300));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByText('An organization name can be at most 220 characters (this one has 300)'),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(input);
    await user.paste('o'.repeat(220));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });

  it("requires a name and refuses one of the user's organizations, whatever the case", async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('A name is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Organization name'), '  acme IOT ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('This name is already used')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('accepts a PNG or JPEG logo up to 1,000,000 bytes only, and submits the trimmed name', async () => {
    const { onSubmit, user } = setup();
    const logo = screen.getByLabelText(/Logo/);
    await user.upload(logo, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(screen.getByText('The logo must be a PNG or JPEG image')).toBeTruthy();
    await user.upload(logo, new File([new Uint8Array(1_000_001)], 'big.png', { type: 'image/png' }));
    expect(screen.getByText('The logo must not be larger than 1,000,000 bytes')).toBeTruthy();
    const exact = new File([new Uint8Array(1_000_000)], 'ok.jpg', { type: 'image/jpeg' });
    await user.upload(logo, exact);
    expect(screen.queryByText(/The logo must/)).toBeNull();
    await user.type(screen.getByLabelText('Organization name'), '  Zeta Labs ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Zeta Labs', logo: exact }));
  });
});

describe('invite dialog', () => {
  const setup = (billing: unknown = { pricing: null, usage: null }) => {
    const onInvited = vi.fn();
    render(
      withQueries(
        <InviteDialog
          orgId={3}
          isOpen
          onOpenChange={() => undefined}
          context={{ invited: ['pending@example.com'], memberEmails: ['owner@fleetmock.test'] }}
          onInvited={onInvited}
        />,
        (client) => client.setQueryData(orgKeys.billing(3), billing),
      ),
    );
    return {
      onInvited,
      user: userEvent.setup(),
      send: () => screen.getByRole('button', { name: 'Send invite' }),
      email: () => screen.getByLabelText('E-mail address'),
    };
  };

  it('keeps submit disabled while the invitee is empty or invalid, with the spec messages', async () => {
    const { user, send, email } = setup();
    expect(send()).toHaveProperty('disabled', true);
    await user.type(email(), 'someone@nowhere');
    expect(await screen.findByText('invalid email')).toBeTruthy();
    expect(send()).toHaveProperty('disabled', true);
    await user.clear(email());
    await user.type(email(), 'OWNER@fleetmock.test');
    expect(await screen.findByText('This user is already a member of the organization.')).toBeTruthy();
    await user.clear(email());
    await user.type(email(), ' Pending@Example.com ');
    expect(await screen.findByText('This e-mail address has already been invited.')).toBeTruthy();
    expect(send()).toHaveProperty('disabled', true);
    expect(createInvite).not.toHaveBeenCalled();
  });

  it('sends the trimmed e-mail with role and message', async () => {
    createInvite.mockResolvedValue(undefined);
    const { user, send, email, onInvited } = setup();
    await user.type(email(), '  new.hire@example.com ');
    await user.type(screen.getByLabelText(/Message/), 'Welcome');
    await waitFor(() => expect(send()).toHaveProperty('disabled', false));
    await user.click(send());
    await waitFor(() =>
      expect(createInvite).toHaveBeenCalledWith(3, {
        invitee: 'new.hire@example.com',
        roleName: 'member',
        message: 'Welcome',
      }),
    );
    expect(onInvited).toHaveBeenCalledWith('new.hire@example.com');
  });

  it("shows the server's answer for an existing member on the field", async () => {
    createInvite.mockRejectedValue(
      new ApiError({ status: 400, body: 'This user is already a member of the organization.' }),
    );
    const { user, send, email, onInvited } = setup();
    await user.type(email(), 'developer@fleetmock.test');
    await waitFor(() => expect(send()).toHaveProperty('disabled', false));
    await user.click(send());
    expect(await screen.findByText('This user is already a member of the organization.')).toBeTruthy();
    expect(onInvited).not.toHaveBeenCalled();
  });

  it('reads seat usage and says adding one costs nothing while prepaid seats are left, else the seat price', async () => {
    // Members at $12.50 a seat (the pricing read): 5 prepaid seats and 2 members leave 3 free; 2 prepaid leave none.
    const pricing = (prepaid: number) => ({
      currency: 'USD',
      plan: { code: 'production-v2', title: 'Production', monthlyPriceCents: 29900, annualPriceCents: 322800 },
      addOns: [
        {
          code: 'member:member',
          baseCostCents: 1250,
          discountPercentage: 0,
          unitCostCents: 1250,
          includedQuantity: 0,
          prepaidQuantity: prepaid,
          billsDynamically: false,
        },
      ],
      credits: null,
    });
    const usage = { 'member:member': { currentUsage: 2, peakUsage: 2, overage: 0, charges: 0, creditConsumption: 0 } };
    const renderWith = (prepaid: number) => {
      const onInvited = vi.fn();
      render(
        withQueries(
          <InviteDialog
            orgId={3}
            isOpen
            onOpenChange={() => undefined}
            context={{ invited: [], memberEmails: [] }}
            onInvited={onInvited}
          />,
          (client) => {
            client.setQueryData(orgKeys.billing(3), { pricing: pricing(prepaid), usage });
          },
        ),
      );
    };
    renderWith(5);
    expect(
      await screen.findByText(
        '2 members currently hold the Member role. Adding one takes one of the 3 Member seats left at no cost.',
      ),
    ).toBeTruthy();
    cleanup();
    renderWith(2);
    expect(
      await screen.findByText('2 members currently hold the Member role. Each added Member costs $12.50 per month.'),
    ).toBeTruthy();
    expect(seatCostText(null, 'Member')).toBeNull();
  });
});

describe('team name dialog', () => {
  const TEAMS = [
    { id: 1, name: 'Firmware' },
    { id: 2, name: 'Field Ops' },
  ];

  it('requires a name unique within the organization, case-insensitive', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const user = userEvent.setup();
    render(<TeamNameDialog mode="create" teams={TEAMS} isOpen onOpenChange={() => undefined} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('A name is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Team name'), 'field ops');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByText(
        'A team with this name already exists in this organization. Note that the name is case-insensitive',
      ),
    ).toBeTruthy();
    await user.clear(screen.getByLabelText('Team name'));
    await user.type(screen.getByLabelText('Team name'), ' Night Shift ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Night Shift'));
  });

  it('renaming a team to its own name in another case is allowed', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const user = userEvent.setup();
    render(
      <TeamNameDialog
        mode="rename"
        teams={TEAMS}
        team={TEAMS[0]}
        isOpen
        onOpenChange={() => undefined}
        onSubmit={onSubmit}
      />,
    );
    await user.clear(screen.getByLabelText('Team name'));
    await user.type(screen.getByLabelText('Team name'), 'FIRMWARE');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('FIRMWARE'));
  });
});

describe('membership rules', () => {
  it('the last administrator cannot lose the role; another administrator may', () => {
    expect(removesLastAdministrator([{ id: 1 }], [1], 'member')).toBe(true);
    expect(removesLastAdministrator([{ id: 1 }, { id: 2 }], [1, 2], 'member')).toBe(true);
    expect(removesLastAdministrator([{ id: 1 }], [1, 2], 'member')).toBe(false);
    expect(removesLastAdministrator([{ id: 1 }], [1], 'administrator')).toBe(false);
  });

  it('team add-members offers only organization users not yet in the team', () => {
    const org = [
      { userId: 3, username: 'zoe' },
      { userId: 1, username: 'ann' },
      { userId: 2, username: 'bob' },
    ];
    expect(addableMembers(org, { members: [{ userId: 2 }] }).map((m) => m.username)).toEqual(['ann', 'zoe']);
  });
});
