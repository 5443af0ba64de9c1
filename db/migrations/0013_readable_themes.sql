-- Themes whose primary colour did not read at 4.5:1 as link text on their own background (and under white
-- button text): a few points darker. 'default' now matches the stylesheet it stands for.
UPDATE theme_packages SET colors =
  '{"primary":"146 50% 32%","accent":"38 92% 50%","background":"140 30% 97%","foreground":"150 25% 12%","card":"0 0% 100%","muted":"140 20% 92%","border":"140 15% 86%","secondary":"140 25% 90%"}'
  WHERE id = 'default';
UPDATE theme_packages SET colors =
  '{"primary":"24 85% 38%","accent":"42 90% 50%","background":"36 50% 95%","foreground":"20 40% 14%","card":"40 60% 99%","muted":"32 35% 89%","border":"30 30% 82%","secondary":"35 45% 88%"}'
  WHERE id = 'autumn-harvest';
