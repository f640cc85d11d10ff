import { Bullets, H } from './layout.tsx';

/** What the site visit involves: in the e-mail of a scheduled visit and of a moved one. */
export function VisitExpectations() {
  return (
    <>
      <H>What to expect</H>
      <Bullets
        items={[
          'A certified inspector checks the roof covering, flashing, vents and gutters, and takes dated photos.',
          'If you can, clear the way to the attic access: the underside of the roof deck shows leaks the outside does not.',
          'The visit usually takes about an hour. There is no obligation and no charge.',
        ]}
      />
    </>
  );
}
