// Breaks two JSX accessibility rules once each: an image without a text alternative, and a bare element
// that reacts to a click but not to the keyboard.
export const Inaccessible = ({ onPick }: { onPick: () => void }) => (
  <section>
    <img src="/naloxone.png" />
    <span onClick={onPick}>Naloxone</span>
  </section>
);
