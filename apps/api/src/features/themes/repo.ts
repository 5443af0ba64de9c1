import type { ThemePackage, UserTheme } from '@dayleaf/contracts';
import type { Queryable } from '../../shared/db/db';

export async function listThemePackages(db: Queryable): Promise<ThemePackage[]> {
  const { rows } = await db.query<ThemePackage>(
    'SELECT id, name, description, category, is_premium, colors FROM theme_packages ORDER BY sort_order, id',
  );
  return rows;
}

export async function findThemePackage(db: Queryable, id: string): Promise<ThemePackage | null> {
  const { rows } = await db.query<ThemePackage>(
    'SELECT id, name, description, category, is_premium, colors FROM theme_packages WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

export async function listUserThemes(db: Queryable, userId: string): Promise<UserTheme[]> {
  const { rows } = await db.query<UserTheme>(
    'SELECT theme_package_id, is_active FROM user_themes WHERE user_id = $1 ORDER BY acquired_at, theme_package_id',
    [userId],
  );
  return rows;
}

export async function ownsTheme(tx: Queryable, userId: string, themeId: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM user_themes WHERE user_id = $1 AND theme_package_id = $2', [userId, themeId]);
  return rows.length > 0;
}

/** Makes the theme the user's one active theme, owning it from now on. */
export async function activateTheme(tx: Queryable, userId: string, themeId: string, at: Date): Promise<void> {
  await tx.query('UPDATE user_themes SET is_active = false WHERE user_id = $1 AND is_active AND theme_package_id <> $2', [userId, themeId]);
  await tx.query(
    `INSERT INTO user_themes (user_id, theme_package_id, is_active, acquired_at) VALUES ($1, $2, true, $3)
     ON CONFLICT (user_id, theme_package_id) DO UPDATE SET is_active = true`,
    [userId, themeId, at],
  );
}
