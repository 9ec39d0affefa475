import { formatRupees, rupeesOfPaise } from '@jhola/domain';
import { escapeHtml } from '../html-pages.js';

/** Hidden fields that carry a test's webhook options (delay, duplicates, drop) from the page to its buttons. */
const carried = (options: Record<string, string>) =>
  Object.entries(options)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

/**
 * The embedded test gateway's checkout page (decision 0065): what Razorpay's hosted checkout is in test
 * mode. Plain HTML with no script or style (the app's CSP allows neither inline), usable at 360 px.
 */
export function checkoutPage(input: {
  gatewayOrderId: string;
  amountPaise: number;
  options: Record<string, string>;
}): string {
  const action = `/api/test-gateway/checkout/${encodeURIComponent(input.gatewayOrderId)}`;
  const amount = escapeHtml(formatRupees(rupeesOfPaise(input.amountPaise)));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test payment · Jhola</title></head>
<body>
<main>
<h1>Test payment</h1>
<p>This is Jhola's embedded test gateway: no money moves. Choose how this payment ends.</p>
<p>Amount to authorise: <strong>${amount}</strong></p>
<form method="post" action="${action}/pay">${carried(input.options)}
<fieldset><legend>Pay with</legend>
<label><input type="radio" name="method" value="upi" checked> UPI</label><br>
<label><input type="radio" name="method" value="card"> Card</label><br>
<label><input type="radio" name="method" value="netbanking"> Netbanking</label>
</fieldset>
<p><button type="submit">Pay ${amount}</button></p>
</form>
<form method="post" action="${action}/fail">${carried(input.options)}
<p><button type="submit">Fail</button></p>
</form>
</main>
</body></html>`;
}

/** The page a QR code's image address opens in test mode: the "scan" a customer's UPI app would make. */
export function qrPage(input: { qrId: string; amountPaise: number; paid: boolean }): string {
  const amount = escapeHtml(formatRupees(rupeesOfPaise(input.amountPaise)));
  const body = input.paid
    ? '<p>Paid.</p>'
    : `<form method="post" action="/api/test-gateway/qr/${encodeURIComponent(input.qrId)}/pay"><p><button type="submit">Pay ${amount} by UPI (test)</button></p></form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test UPI QR · Jhola</title></head>
<body><main><h1>Test UPI QR code</h1><p>Amount: <strong>${amount}</strong></p>${body}</main></body></html>`;
}
