import type { ThemePackage, UserTheme } from '@dayleaf/contracts';
import type { At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { sql } from '../../shared/db/sql';

export async function listThemePackages(db: Queryable): Promise<ThemePackage[]> {
  const { rows } = await db.query<ThemePackage>(
    sql`SELECT id, name, description, category, is_premium, colors FROM theme_packages ORDER BY sort_order, id`,
  );
  return rows;
}

export async function findThemePackage(db: Queryable, id: string): Promise<ThemePackage | null> {
  const { rows } = await db.query<ThemePackage>(
    sql`SELECT id, name, description, category, is_premium, colors FROM theme_packages WHERE id = ${id}`,
  );
  return rows[0] ?? null;
}

export async function listUserThemes(db: Queryable, userId: string): Promise<UserTheme[]> {
  const { rows } = await db.query<UserTheme>(
    sql`SELECT theme_package_id, is_active FROM user_themes WHERE user_id = ${userId} ORDER BY acquired_at, theme_package_id`,
  );
  return rows;
}

export async function ownsTheme(tx: Queryable, userId: string, themeId: string): Promise<boolean> {
  const { rows } = await tx.query(sql`SELECT 1 FROM user_themes WHERE user_id = ${userId} AND theme_package_id = ${themeId}`);
  return rows.length > 0;
}

/** Makes the theme the user's one active theme, owning it from `at` on. */
export async function activateTheme(tx: Queryable, userId: string, themeId: string, at: At): Promise<void> {
  await tx.query(
    sql`UPDATE user_themes SET is_active = false WHERE user_id = ${userId} AND is_active AND theme_package_id <> ${themeId}`,
  );
  await tx.query(
    sql`INSERT INTO user_themes (user_id, theme_package_id, is_active, acquired_at) VALUES (${userId}, ${themeId}, true, ${at.now})
     ON CONFLICT (user_id, theme_package_id) DO UPDATE SET is_active = true`,
  );
}
