//! How the player likes to play, and how it is stored.

use super::looks::{CardBack, TableColour};
use super::{field, parsed, parsed_decimal, read_fields, write_fields, LoadError};
use crate::games::{list, Variant, GAMES};
use crate::model::score::Scoring;

/// How fast cards move: the table view's speed factor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Animation {
    /// Cards jump to their places (for people bothered by motion).
    Off,
    Normal,
    Fast,
}

impl Animation {
    /// The view's speed factor.
    pub(crate) fn speed(self) -> f32 {
        match self {
            Animation::Off => 0.0,
            Animation::Normal => 1.0,
            Animation::Fast => 2.0,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Animation::Off => "off",
            Animation::Normal => "normal",
            Animation::Fast => "fast",
        }
    }

    fn from_name(s: &str) -> Option<Animation> {
        [Animation::Off, Animation::Normal, Animation::Fast]
            .into_iter()
            .find(|a| a.name() == s)
    }

    /// The next choice, for a button that cycles.
    pub(crate) fn next(self) -> Animation {
        match self {
            Animation::Off => Animation::Normal,
            Animation::Normal => Animation::Fast,
            Animation::Fast => Animation::Off,
        }
    }
}

/// The cards' corner index: large (one big rank and suit across the top,
/// readable in a tightly fanned column) or small (the classic corner).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IndexSize {
    /// Large on small cards (a phone, a narrow window), small on the rest.
    Auto,
    Large,
    Small,
}

impl IndexSize {
    /// Whether cards `card_w` logical pixels wide get the large index.
    pub(crate) fn large_at(self, card_w: f32) -> bool {
        match self {
            IndexSize::Auto => card_w < SMALL_CARD,
            IndexSize::Large => true,
            IndexSize::Small => false,
        }
    }

    /// The next choice, for a button that cycles.
    pub(crate) fn next(self) -> IndexSize {
        match self {
            IndexSize::Auto => IndexSize::Large,
            IndexSize::Large => IndexSize::Small,
            IndexSize::Small => IndexSize::Auto,
        }
    }

    /// Its name in the settings file: format 4 stored a switch, `off`
    /// (large on small cards only) and `on`, which read as before.
    fn name(self) -> &'static str {
        match self {
            IndexSize::Auto => "off",
            IndexSize::Large => "on",
            IndexSize::Small => "small",
        }
    }

    fn from_name(s: &str) -> Option<IndexSize> {
        match s {
            "off" => Some(IndexSize::Auto),
            "on" => Some(IndexSize::Large),
            "small" => Some(IndexSize::Small),
            _ => None,
        }
    }
}

/// Cards narrower than this (logical pixels) get the large index when it is
/// [`IndexSize::Auto`]: the small one's rank is then under 8 px high.
pub(crate) const SMALL_CARD: f32 = 58.0;

/// The player's settings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    /// The game a new session starts with.
    pub variant: Variant,
    /// A single click moves a card to its best place.
    pub click_to_move: bool,
    /// Safe cards go home after each move: one switch per game of the
    /// list (by its place in it; Vegas shares its game's).
    pub auto_play: [bool; list::COUNT],
    pub sound: bool,
    /// 0 to 1.
    pub volume: f32,
    pub animation: Animation,
    /// Clubs green, diamonds blue.
    pub four_color: bool,
    /// The cards' corner index.
    pub index: IndexSize,
    /// Deal only games the solver proved winnable.
    pub winnable_only: bool,
    /// Klondike's scoring for new deals.
    pub scoring: Scoring,
    /// Vegas scores add up from game to game.
    pub vegas_cumulative: bool,
    /// The design on the cards' backs.
    pub card_back: CardBack,
    /// The table's colour.
    pub table: TableColour,
    /// The game is paused (kept, so a game closed paused comes back so).
    pub paused: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            variant: GAMES[0].variant,
            click_to_move: true,
            auto_play: std::array::from_fn(|i| GAMES[i].auto_play),
            sound: true,
            volume: 0.8,
            animation: Animation::Normal,
            four_color: false,
            index: IndexSize::Auto,
            winnable_only: false,
            scoring: Scoring::Standard,
            vegas_cumulative: false,
            card_back: CardBack::default(),
            table: TableColour::default(),
            paused: false,
        }
    }
}

const KIND: &str = "settings";
/// 3: auto-play is one setting keyed by game (`auto_play=klondike:off …`);
/// before, one key per family (`auto_play_klondike`, `auto_play_freecell`).
/// 4: the card back, the table colour and the pause (`card_back`, `table`,
/// `paused`); older files have none and take the defaults.
/// 5: `large_index` may also be `small` (the small index on every card);
/// its `off` and `on` read as in format 4.
const VERSION: u32 = 5;

/// Reads auto-play: the keyed setting, or the family keys of format 2 and
/// before (the Klondike one for both Klondikes); unnamed games keep their
/// defaults.
fn read_auto_play(
    fields: &[(String, String)],
    mut auto_play: [bool; list::COUNT],
) -> Result<[bool; list::COUNT], LoadError> {
    // The keys format 2 wrote, frozen with the games they named then.
    let families: [(&str, &[&str]); 2] = [
        ("auto_play_klondike", &["klondike", "klondike3"]),
        ("auto_play_freecell", &["freecell"]),
    ];
    for (key, ids) in families {
        if field(fields, key).is_none() {
            continue;
        }
        let on = flag(fields, key, false)?;
        for id in ids {
            let variant: Variant = id.parse().expect("a game of the list");
            if let Some(i) = variant.index() {
                auto_play[i] = on;
            }
        }
    }
    if let Some(text) = field(fields, "auto_play") {
        for pair in text.split_whitespace() {
            let bad = || LoadError::Damaged(format!("`auto_play` has `{pair}`"));
            let (id, value) = pair.split_once(':').ok_or_else(bad)?;
            let variant: Variant = id.parse().map_err(|_| bad())?;
            let on = match value {
                "on" => true,
                "off" => false,
                _ => return Err(bad()),
            };
            if let Some(i) = variant.game().index() {
                auto_play[i] = on;
            }
        }
    }
    Ok(auto_play)
}

fn on_off(b: bool) -> String {
    if b { "on" } else { "off" }.to_string()
}

fn flag(fields: &[(String, String)], key: &str, default: bool) -> Result<bool, LoadError> {
    match field(fields, key) {
        None => Ok(default),
        Some("on") => Ok(true),
        Some("off") => Ok(false),
        Some(v) => Err(LoadError::Damaged(format!("`{key}` is `{v}`"))),
    }
}

/// A value stored by name: `None` when the key is missing, damage when
/// the name is none of the choices.
fn named<T>(
    fields: &[(String, String)],
    key: &str,
    from_name: fn(&str) -> Option<T>,
) -> Result<Option<T>, LoadError> {
    field(fields, key)
        .map(|v| from_name(v).ok_or_else(|| LoadError::Damaged(format!("`{key}` is `{v}`"))))
        .transpose()
}

impl Settings {
    /// Whether safe cards of this game go home by themselves.
    /// A player's own description (`--rules FILE`), in no list, keeps no
    /// setting: its description's default holds.
    pub(crate) fn auto_play(&self, variant: Variant) -> bool {
        match variant.game().index() {
            Some(i) => self.auto_play[i],
            None => variant.info().auto_play,
        }
    }

    pub(crate) fn set_auto_play(&mut self, variant: Variant, on: bool) {
        if let Some(i) = variant.game().index() {
            self.auto_play[i] = on;
        }
    }

    /// `klondike:off klondike3:off freecell:on …`, the games the chooser
    /// offers.
    fn auto_play_text(&self) -> String {
        list::offered()
            .map(|g| format!("{}:{}", g.id, on_off(self.auto_play(g.variant))))
            .collect::<Vec<_>>()
            .join(" ")
    }

    pub fn encode(&self) -> Vec<u8> {
        write_fields(
            KIND,
            VERSION,
            &[
                ("variant", self.variant.name().to_string()),
                ("click_to_move", on_off(self.click_to_move)),
                ("auto_play", self.auto_play_text()),
                ("sound", on_off(self.sound)),
                ("volume", format!("{:.2}", self.volume)),
                ("animation", self.animation.name().to_string()),
                ("four_color", on_off(self.four_color)),
                ("large_index", self.index.name().to_string()),
                ("winnable_only", on_off(self.winnable_only)),
                (
                    "scoring",
                    match self.scoring {
                        Scoring::Standard => "standard",
                        Scoring::Vegas => "vegas",
                    }
                    .to_string(),
                ),
                ("vegas_cumulative", on_off(self.vegas_cumulative)),
                ("card_back", self.card_back.name().to_string()),
                ("table", self.table.name().to_string()),
                ("paused", on_off(self.paused)),
            ],
        )
    }

    /// Reads settings; missing keys keep their defaults.
    pub fn decode(bytes: &[u8]) -> Result<Settings, LoadError> {
        let fields = read_fields(bytes, KIND, VERSION)?;
        let d = Settings::default();
        let volume = match parsed_decimal(&fields, "volume")? {
            None => d.volume,
            Some(v) if v <= 1.0 => v as f32,
            Some(_) => {
                let v = field(&fields, "volume").unwrap_or_default();
                return Err(LoadError::Damaged(format!("volume {v} is not 0 to 1")));
            }
        };
        let animation = match field(&fields, "animation") {
            None => d.animation,
            Some(v) => Animation::from_name(v)
                .ok_or_else(|| LoadError::Damaged(format!("`animation` is `{v}`")))?,
        };
        Ok(Settings {
            variant: parsed(&fields, "variant")?.unwrap_or(d.variant),
            click_to_move: flag(&fields, "click_to_move", d.click_to_move)?,
            auto_play: read_auto_play(&fields, d.auto_play)?,
            sound: flag(&fields, "sound", d.sound)?,
            volume,
            animation,
            four_color: flag(&fields, "four_color", d.four_color)?,
            index: named(&fields, "large_index", IndexSize::from_name)?.unwrap_or(d.index),
            winnable_only: flag(&fields, "winnable_only", d.winnable_only)?,
            scoring: match field(&fields, "scoring") {
                None | Some("standard") => Scoring::Standard,
                Some("vegas") => Scoring::Vegas,
                Some(v) => return Err(LoadError::Damaged(format!("`scoring` is `{v}`"))),
            },
            vegas_cumulative: flag(&fields, "vegas_cumulative", d.vegas_cumulative)?,
            card_back: named(&fields, "card_back", CardBack::from_name)?.unwrap_or(d.card_back),
            table: named(&fields, "table", TableColour::from_name)?.unwrap_or(d.table),
            paused: flag(&fields, "paused", d.paused)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip() {
        let s = Settings {
            variant: "freecell".parse::<Variant>().unwrap(),
            click_to_move: false,
            sound: false,
            volume: 0.25,
            animation: Animation::Off,
            four_color: true,
            winnable_only: true,
            scoring: Scoring::Vegas,
            vegas_cumulative: true,
            ..Settings::default()
        };
        assert_eq!(Settings::decode(&s.encode()), Ok(s));
    }

    #[test]
    fn backs_table_colours_and_the_pause_round_trip_and_older_files_take_defaults() {
        for (back, table, paused) in [
            (CardBack::Stripes, TableColour::Blue, true),
            (CardBack::Dots, TableColour::Red, false),
            (CardBack::Waves, TableColour::Grey, true),
            (CardBack::Checks, TableColour::Green, false),
        ] {
            let s = Settings {
                card_back: back,
                table,
                paused,
                ..Settings::default()
            };
            assert_eq!(Settings::decode(&s.encode()), Ok(s));
        }
        // Format 3, written before the looks were chosen.
        let old = "felt settings 3\nvariant=freecell\nsound=off\n";
        let crc = crate::storage::crc32(old.as_bytes());
        let s = Settings::decode(format!("{old}end={crc:08x}\n").as_bytes()).unwrap();
        assert_eq!(
            (s.variant, s.sound),
            ("freecell".parse::<Variant>().unwrap(), false)
        );
        assert_eq!(s.card_back, CardBack::Lattice);
        assert_eq!(s.table, TableColour::Green);
        assert!(!s.paused);
        // A name that is no choice is damage, said by key and value.
        for (bad, says) in [
            ("card_back=paisley", "`card_back` is `paisley`"),
            ("table=plaid", "`table` is `plaid`"),
            ("paused=maybe", "`paused` is `maybe`"),
        ] {
            let text = format!("felt settings 1\n{bad}\n");
            match Settings::decode(text.as_bytes()) {
                Err(LoadError::Damaged(why)) => assert!(why.contains(says), "{why}"),
                other => panic!("{bad}: {other:?}"),
            }
        }
    }

    #[test]
    fn auto_play_is_kept_per_game_and_old_files_keep_theirs() {
        let klondike3: Variant = "klondike3".parse().unwrap();
        let mut s = Settings::default();
        assert!(!s.auto_play(klondike3) && s.auto_play("freecell".parse::<Variant>().unwrap()));
        s.set_auto_play(klondike3, true);
        let back = Settings::decode(&s.encode()).unwrap();
        assert!(back.auto_play(klondike3), "draw 3 on");
        assert!(!back.auto_play(GAMES[0].variant), "draw 1 still off");
        // A file of format 2 (the build before games were listed) says it
        // by family.
        let old = b"felt settings 1\nauto_play_klondike=on\nauto_play_freecell=off\n";
        let s = Settings::decode(old).unwrap();
        assert!(s.auto_play(GAMES[0].variant) && s.auto_play(klondike3));
        assert!(!s.auto_play("freecell".parse::<Variant>().unwrap()));
        assert!(Settings::decode(b"felt settings 1\nauto_play=chess:on\n").is_err());
    }

    #[test]
    fn the_card_index_round_trips_and_format_4s_switch_reads_as_before() {
        for index in [IndexSize::Auto, IndexSize::Large, IndexSize::Small] {
            let s = Settings {
                index,
                ..Settings::default()
            };
            assert_eq!(Settings::decode(&s.encode()), Ok(s));
        }
        // Format 4's switch: off left it to the card size, on was large.
        for (value, index) in [("off", IndexSize::Auto), ("on", IndexSize::Large)] {
            let old = format!("felt settings 4\nlarge_index={value}\n");
            let crc = crate::storage::crc32(old.as_bytes());
            let old = format!("{old}end={crc:08x}\n");
            assert_eq!(Settings::decode(old.as_bytes()).unwrap().index, index);
        }
        match Settings::decode(b"felt settings 1\nlarge_index=huge\n") {
            Err(LoadError::Damaged(why)) => assert!(why.contains("`large_index` is `huge`")),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn unknown_values_are_damage_and_missing_ones_defaults() {
        assert!(Settings::decode(b"felt settings 1\nsound=loud\n").is_err());
        assert!(Settings::decode(b"felt settings 1\nvolume=3\n").is_err());
        assert_eq!(
            Settings::decode(b"felt settings 1\n"),
            Ok(Settings::default())
        );
    }
}
