import { DEFAULT_MERCHANT_RULES, type MerchantRules, merchantRulesSchema } from '@jhola/domain';
import type { DbOrTx } from '../../db/client.js';
import { SettingsRepository } from '../settings/repository.js';

const RULES = 'merchant.rules';

/** Issue 46: the admin's rules for owners (price cap, change limit, reports that hide), in app_settings. */
export async function readMerchantRules(db: DbOrTx): Promise<MerchantRules> {
  // A read never writes: rules no admin has set are the defaults (a refused request changes no table).
  const stored = await new SettingsRepository(db).get(RULES);
  if (stored === null) return DEFAULT_MERCHANT_RULES;
  try {
    const parsed = merchantRulesSchema.safeParse(JSON.parse(stored ?? ''));
    return parsed.success ? parsed.data : DEFAULT_MERCHANT_RULES;
  } catch {
    return DEFAULT_MERCHANT_RULES;
  }
}

export async function saveMerchantRules(db: DbOrTx, rules: MerchantRules): Promise<MerchantRules> {
  await new SettingsRepository(db).put(RULES, JSON.stringify(rules));
  return rules;
}
