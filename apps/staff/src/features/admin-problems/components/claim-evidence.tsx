import type { Claim } from '@jhola/domain';
import { BlobImage, useFormat } from '@jhola/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { messageImageQuery, messagesQuery } from '../../../lib/order-messages';
import { useProblemsT } from '../i18n';

function ClaimPhoto({ url, alt }: { url: string; alt: string }) {
  const photo = useQuery(messageImageQuery(url));
  return <BlobImage blob={photo.data} alt={alt} />;
}

/**
 * What Jhola knew, beside the decision (issue 44): per line the tick and count, the replacement and the
 * bill; the claim's photos; the customer's history; the order's chat, and the way to its bill and picks.
 */
export function ClaimEvidence({ claim }: { claim: Claim }) {
  const t = useProblemsT();
  const f = useFormat();
  const chat = useQuery(messagesQuery(claim.orderId));
  return (
    <div className="space-y-3 text-sm">
      {claim.customer ? (
        <p>
          {t('staffProblems.customer', {
            name: claim.customer.name,
            claims: claim.customer.claims,
            approved: claim.customer.approvedClaims,
          })}
        </p>
      ) : null}
      <ul className="space-y-2">
        {claim.lines.map((line) => (
          <li key={line.itemId} className="rounded-lg bg-stone-50 p-2">
            <p className="font-semibold">{line.name}</p>
            {line.evidence ? (
              <>
                <p>
                  {t('staffProblems.delivered', {
                    ordered: line.evidence.orderedQuantity,
                    delivered: line.evidence.deliveredQuantity,
                    price: f.money(line.evidence.unitPrice),
                  })}
                </p>
                <p>
                  {line.evidence.pickState
                    ? t('staffProblems.tick', {
                        state: line.evidence.pickState,
                        quantity: line.evidence.pickQuantity ?? 0,
                      })
                    : t('staffProblems.noTick')}
                  {line.evidence.replacedWith
                    ? ` · ${t('staffProblems.replaced', { name: line.evidence.replacedWith })}`
                    : ''}
                  {` · ${line.evidence.billApproved ? t('staffProblems.billYes') : t('staffProblems.billNo')}`}
                </p>
                {line.evidence.flags.map((flag) => (
                  <p key={flag} className="font-semibold text-amber-800">
                    {flag}
                  </p>
                ))}
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {claim.photoUrls.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {claim.photoUrls.map((url, i) => (
            <ClaimPhoto key={url} url={url} alt={t('staffProblems.photo', { n: i + 1 })} />
          ))}
        </div>
      ) : (
        <p>{t('staffProblems.noPhotos')}</p>
      )}
      <details>
        <summary className="cursor-pointer font-semibold">{t('staffProblems.chat')}</summary>
        <ul className="mt-1 max-h-48 space-y-1 overflow-y-auto">
          {(chat.data?.messages ?? []).map((m) => (
            <li key={m._id} className="break-words">
              <span className="font-semibold">{m.authorName}:</span> {m.text}
            </li>
          ))}
        </ul>
      </details>
      <Link to={`/admin/orders/${claim.orderId}`} className="font-semibold underline">
        {t('staffProblems.openOrder', { number: claim.orderNumber })}
      </Link>
    </div>
  );
}
