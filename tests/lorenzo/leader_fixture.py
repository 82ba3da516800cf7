"""The 20 base leaders as test fixtures (from ../shared/reference/lorenzo/base_leaders.yaml), used until the
advanced-rules loader (rules/lorenzo/data_advanced.py) is committed."""
from __future__ import annotations

from rules.lorenzo.leaders import PREFIX, Leader

_RECORDS = [
    ("francesco_sforza", {"cards": {"venture": 5}}, "once_per_round", {"action": "harvest", "value": 1}),
    ("ludovico_ariosto", {"cards": {"character": 5}}, "permanent", {"kind": "may_place_in_occupied_action_spaces"}),
    ("filippo_brunelleschi", {"cards": {"building": 5}}, "permanent", {"kind": "no_occupied_tower_fee"}),
    ("sigismondo_malatesta", {"points": {"military": 7, "faith": 3}}, "permanent",
     {"kind": "neutral_member_bonus", "bonus": 3}),
    ("girolamo_savonarola", {"resources": {"coin": 18}}, "once_per_round", {"gain": {"faith": 1}}),
    ("michelangelo_buonarroti", {"resources": {"stone": 10}}, "once_per_round", {"gain": {"coin": 3}}),
    ("giovanni_dalle_bande_nere", {"points": {"military": 12}}, "once_per_round",
     {"gain": {"coin": 1, "wood": 1, "stone": 1}}),
    ("leonardo_da_vinci", {"cards": {"territory": 2, "character": 4}}, "once_per_round",
     {"action": "production", "value": 0}),
    ("sandro_botticelli", {"resources": {"wood": 10}}, "once_per_round", {"gain": {"military": 2, "vp": 1}}),
    ("ludovico_il_moro", {"cards": {"territory": 2, "character": 2, "building": 2, "venture": 2}}, "permanent",
     {"kind": "colored_members_fixed_value", "value": 5}),
    ("lucrezia_borgia", {"cards_of_one_type": 6}, "permanent", {"kind": "colored_members_bonus", "bonus": 2}),
    ("federico_da_montefeltro", {"cards": {"territory": 5}}, "once_per_round",
     {"kind": "one_colored_member_fixed_value", "value": 6}),
    ("lorenzo_de_medici", {"points": {"vp": 35}}, "permanent", {"kind": "copy_leader_ability"}),
    ("sisto_iv", {"resources": {"wood": 6, "stone": 6, "coin": 6, "servant": 6}}, "permanent",
     {"kind": "bonus_vp_on_church_support", "vp": 5}),
    ("cesare_borgia", {"cards": {"building": 3}, "resources": {"coin": 12}, "points": {"faith": 2}}, "permanent",
     {"kind": "ignore_territory_military_requirement"}),
    ("santa_rita", {"points": {"faith": 8}}, "permanent", {"kind": "double_immediate_resources"}),
    ("cosimo_de_medici", {"cards": {"character": 2, "building": 4}}, "once_per_round",
     {"gain": {"servant": 3, "vp": 1}}),
    ("bartolomeo_colleoni", {"cards": {"venture": 2, "territory": 4}}, "once_per_round", {"gain": {"vp": 4}}),
    ("ludovico_iii_gonzaga", {"resources": {"servant": 15}}, "once_per_round", {"council_privileges": 1}),
    ("pico_della_mirandola", {"cards": {"venture": 4, "building": 2}}, "permanent",
     {"kind": "card_coin_discount", "coin": 3}),
]

LEADERS = {PREFIX + key: Leader(PREFIX + key, key, key.replace("_", " ").title(), req, kind, ability)
           for key, req, kind, ability in _RECORDS}
