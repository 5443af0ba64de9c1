-- Themes a user can tell apart, and a catalog that matches the Premium offer.
--
-- Forest looked like the Standard green and Winter Frost like Ocean Breeze. Each now has a palette of its own:
-- Forest a deep pine on a sage page, Ocean Breeze a teal on aqua, Winter Frost a dark slate blue on an icy page
-- with a periwinkle accent. themes.api.test.ts holds every pair of themes apart.
UPDATE theme_packages SET colors =
  '{"primary":"150 45% 17%","accent":"78 50% 32%","background":"90 30% 84%","foreground":"150 35% 10%","card":"80 36% 94%","muted":"90 24% 78%","border":"90 18% 69%","secondary":"88 30% 76%"}'
  WHERE id = 'forest';
UPDATE theme_packages SET colors =
  '{"primary":"188 90% 26%","accent":"168 65% 30%","background":"185 55% 93%","foreground":"195 50% 12%","card":"180 45% 99%","muted":"184 34% 87%","border":"184 26% 79%","secondary":"182 42% 85%"}'
  WHERE id = 'ocean-breeze';
UPDATE theme_packages SET colors =
  '{"primary":"224 38% 27%","accent":"230 60% 64%","background":"210 42% 95%","foreground":"222 35% 14%","card":"0 0% 100%","muted":"210 32% 90%","border":"212 26% 83%","secondary":"216 32% 89%"}'
  WHERE id = 'winter-frost';
UPDATE theme_packages SET description = 'Teal and aqua of a calm sea.' WHERE id = 'ocean-breeze';
UPDATE theme_packages SET description = 'Frosted slate and icy periwinkle.' WHERE id = 'winter-frost';

-- The Premium offer promises nature, seasonal and dark themes, so Forest is premium like the rest of them. Whoever
-- has used it keeps it: a user_themes row is ownership, and an owned theme stays usable without premium.
UPDATE theme_packages SET is_premium = true WHERE id = 'forest';
