const STEPS = [
  'A personal shopper near the shop accepts your order.',
  'Your shopper picks your items and asks you to approve any changes.',
  'You check and approve the bill from the shop.',
  'Your order is delivered to your door. Pay in cash when it arrives.',
];

/** The four-step "What's Next" list of the confirmation and success pages. */
export function WhatsNext() {
  return (
    <section aria-labelledby="whats-next" className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 id="whats-next" className="font-bold">
        What's Next
      </h2>
      <ol className="mt-2 list-decimal space-y-1 pl-5">
        {STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
