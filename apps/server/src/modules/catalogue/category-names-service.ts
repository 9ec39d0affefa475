import type { AdminCategoryName, SetCategoryNameRequest } from '@jhola/domain';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { CategoryNameRepository } from './category-name-repository.js';

export const CATEGORY_NOT_FOUND = 'Category not found';

/** The admin's Hindi names of categories (issue 47): listed with their use, and set one at a time. */
export const categoryNamesAdmin = {
  list: (ctx: Pick<AppContext, 'db'>): Promise<AdminCategoryName[]> =>
    new CategoryNameRepository(ctx.db).inUse(),

  /** A category no shop or active product carries is refused: a name for it would show nowhere. */
  async set(ctx: Pick<AppContext, 'db'>, request: SetCategoryNameRequest): Promise<AdminCategoryName> {
    const repo = new CategoryNameRepository(ctx.db);
    const category = (await repo.inUse()).find((c) => c.name === request.name);
    if (!category) throw notFound(CATEGORY_NOT_FOUND);
    await repo.set(category.name, request.nameHi);
    return { ...category, nameHi: request.nameHi };
  },
};
