-- The language the user reads Dayleaf in (docs/product.md#languages): the web's texts and the pushes written for them.
-- Null is "not stated": accounts made before languages existed, whose web follows the browser and whose pushes are
-- written in English. A new account states the one its sign-up asked for (the body's, else the best match of the
-- browser's Accept-Language), so pushes speak it before the user ever opens Settings. Adding a nullable column
-- rewrites no row.
ALTER TABLE users ADD COLUMN language text CONSTRAINT users_language_known CHECK (language IN ('en', 'es', 'de', 'ar'));
