//! The daily deal: for each game with a solver, one deal per calendar
//! date, the same for every player without a network. A number is drawn
//! from the date with PCG-32 (as deals are shuffled, so it is the same on
//! every machine and in the browser), and the daily deal is the first deal
//! from that number on that the solver proves winnable, found in slices
//! like any winnable deal. The date comes from the shell.

use rand::RngCore;
use rand_pcg::Pcg32;

use super::thinking::DealHunt;
use super::*;
use crate::games::list::GameInfo;

/// Where the hunt for `info`'s daily deal of `date` starts: a number drawn
/// from the date, with a stream of its own for each game (from its name,
/// which never changes).
pub(crate) fn daily_start(info: &GameInfo, date: Date) -> u64 {
    // FNV-1a of the name: fixed by its definition, unlike std's hashers.
    let stream = info.id.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    let mut rng = Pcg32::new(date.days() as u64, stream);
    let range = info.deals.clone();
    let (low, high) = (*range.start(), (*range.end()).min(1_000_000_000));
    low + rng.next_u64() % (high - low + 1)
}

impl App {
    /// Tells the app what day it is (the shell, from the system's clock or
    /// the browser's).
    pub fn set_today(&mut self, date: Date) {
        self.today = Some(date);
    }

    /// Today, when the shell has said.
    pub(crate) fn today(&self) -> Option<Date> {
        self.today
    }

    /// The deal on the table is this date's daily deal.
    pub(crate) fn daily(&self) -> Option<Date> {
        self.daily
    }

    /// The daily deal of a game for a date, when found this session.
    pub(crate) fn known_daily(&self, variant: Variant, date: Date) -> Option<u64> {
        self.dailies
            .iter()
            .find(|(v, d, _)| *v == variant.game() && *d == date)
            .map(|(_, _, n)| *n)
    }

    /// Whether the hunt on is for a daily deal.
    pub fn hunting_daily(&self) -> bool {
        self.hunt.as_ref().is_some_and(|h| h.daily.is_some())
    }

    /// Starts `variant`'s daily deal of `date`: at once when it is known,
    /// else after a hunt from the date's number (with progress in the
    /// status bar, a few milliseconds of solving a frame).
    pub(super) fn deal_daily(&mut self, variant: Variant, date: Date) {
        let variant = variant.with_scoring(self.settings.scoring);
        if !variant.info().solver {
            self.say(format!("{} has no daily deal", variant.title()));
            return;
        }
        if let Some(number) = self.known_daily(variant, date) {
            let deal = Deal { variant, number };
            self.start(deal);
            self.found_daily(deal, date);
            return;
        }
        let number = daily_start(variant.game().info(), date);
        self.hunt = Some(DealHunt::new(Deal { variant, number }, Some(date)));
    }

    /// The daily deal of `date` was found (and is on the table).
    pub(super) fn found_daily(&mut self, deal: Deal, date: Date) {
        self.daily = Some(date);
        if self.known_daily(deal.variant, date).is_none() {
            self.dailies.push((deal.variant.game(), date, deal.number));
        }
        self.say(format!("the daily deal of {date}"));
    }
}
