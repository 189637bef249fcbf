/**
 * The getting-started guidance a new account sees on its empty fleets list instead of the plain empty
 * state (spec 01 §4 "New user: an account created within 1 day counts as new"): a welcome and the
 * three first steps — create a fleet, add a device, deploy a release. `action` is the first step's
 * control (the create button, or the way to an organization for a user who administers none).
 */
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { MSG } from '../messages.ts';

export function GettingStarted({ action }: { action: ReactNode }) {
  const steps = [
    { title: MSG.welcome.createFleet, text: MSG.welcome.createFleetText, action },
    { title: MSG.welcome.addDevice, text: MSG.welcome.addDeviceText, action: null },
    { title: MSG.welcome.deploy, text: MSG.welcome.deployText, action: null },
  ];
  return (
    <Card title={MSG.welcome.title} className="getting-started">
      <p>{MSG.welcome.text}</p>
      <ol className="getting-started-steps" aria-label={MSG.welcome.steps}>
        {steps.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p className="muted">{step.text}</p>
            {step.action}
          </li>
        ))}
      </ol>
    </Card>
  );
}
