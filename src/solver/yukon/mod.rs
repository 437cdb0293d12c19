//! Yukon solver, *thoughtful*: it sees the face-down cards. A position
//! is the seven columns (their cards one after another in one array, with
//! each column's length and face-down count) and how far each suit is home.
//!
//! The engine's depth-first search ([`super::engine::depth`]) was tried first:
//! on deals 1-100 at 1 s it won 72 and proved none lost, one bad early
//! move sinking it in a subtree it must finish. So the search is
//! best-first ([`super::engine::best`]): the position whose estimate (face-down cards
//! times 8, plus twice the cards lying on a card they do not build on,
//! plus the cards still out) is lowest comes next. Alone it won 68; in two
//! passes (below) 75.
//!
//! What keeps the search small:
//!
//! - A card that can go home safely (nothing left could be built on it:
//!   both cards of the other colour one rank lower are home) is the only
//!   move tried where there is one; cards never leave the foundations, so
//!   the position after it wins whenever the one before does. (KPatience's
//!   Raymond's rule, bolder, won no more deals.)
//! - The seven columns are alike (a king fills any empty one), so the key
//!   is the same whichever column holds which cards, and a king goes only
//!   into the first empty column, never from the bottom of a column.
//! - A card goes only onto a card it builds on, so the moves are found
//!   from the destinations: each top card takes one of two cards.
//! - Children are tried most promising first: a move that turns a
//!   face-down card (the column with most of them first), a move home, a
//!   move that empties a column or shows a card, last a move that only
//!   takes a card from one base to another like it.
//! - A position is dead when some card can never go home, even in a
//!   looser game where only the order of a few events counts
//!   ([`Deal::is_stuck`] argues it): a card reaches the top of its column
//!   only after the card on it leaves; a card leaves the card under it
//!   only for home, onto a card it builds on that can reach a top (and
//!   that does not still lie over it in its column), or, a king, into a
//!   column that can be emptied; a card goes home only from
//!   a top, after the card before it. What these rules never allow, no
//!   play does. It covers the earlier dead pair test (two cards of a suit
//!   in one column, the higher over the lower, nothing able to part them)
//!   and the cycles of such pairs over several columns.
//! - Two passes run side by side in turns of 64 expansions, three turns of
//!   every four to the first: it leaves out the moves that show a card
//!   nothing wants (it cannot go home, and no face-up card elsewhere could
//!   go on it), and only a win ends it. The second searches every move and
//!   alone can call a deal lost. The turns are counted in expansions, so
//!   the answer does not depend on the slices, and a limit in positions
//!   splits the work as a limit in time does.
//!
//! The key is a 64-bit xor of one hash per card for what lies under it
//! and its face ([`key`]): two positions could share one, which would only
//! ever make the search miss a line. A parent's columns' parts are read
//! once: each child reads again only the columns its move changed.
//!
//! Measured with `felt solve yukon 1-1000 --summary --jobs 1 --limit 1s`
//! on two cores shared with a load of about ten: 739 won, 33 proven lost,
//! 228 undecided (77.2% decided; a second run, busier, 728 and 32), the
//! median deal in 2 ms. KPatience's own solver, without a time limit,
//! decided 759 of its deals 1-1000 (714 won, 45 lost; 660 within 1 s). The
//! undecided deals are the next step: most are likely won by
//! lines the first pass leaves out, or lost beyond what the dead pair test
//! sees. On a quieter machine later (same command): 798 won, 39 lost,
//! 163 undecided (83.7%). Tried then and not kept: a dead test for cycles
//! of cards that must go home before one another (sound, but 7% more
//! time a position and no more deals decided within the load's noise);
//! other weights of face-down and blocked cards; a first pass with half
//! the positions. At 1 s this machine searches 250,000 to 550,000
//! positions a deal: a faster search (keys updated a move at a time)
//! is the next step.
//!
//! Third round, compared by a count limit (`felt solve yukon 1-200
//! --summary --jobs 1 --limit 300000`): before it, 153 won and 3 lost,
//! 44 undecided. Of those 44, a limit of 3,000,000 positions won 18 and
//! proved 6 lost (79, 101, 116, 129, 175, 188, each after 400,000 to
//! 1,500,000 positions): a loss took the dead pair test too long to see.
//! Keys from the parent's column hashes and moves that turn the cards in
//! place: same positions, about 20% less time (deal 9, 300,000
//! positions: 0.43 s of CPU against 0.53 s). The dead test above: 171
//! won, 14 lost (59, 68, 121, 143 and 196 newly, each undecided before at
//! 3,000,000), the time a position about 1.4 times; pruning what cannot
//! win also left the search more room for wins. The passes side by side
//! (they ran one after the other, the first within a quarter of the
//! positions): 174 won, 14 lost, 12 undecided (seven turns of eight: the
//! same; one of two, 171; two of four, 173). Tried and not kept: a base
//! lying over the card in its own column counted only once a card between
//! leaves (no more deals decided); weights 6 and 12 for a face-down
//! card, 1 and 3 for a blocked one (none better); the first pass with half
//! the positions, the passes still one after the other (173 won). A dead test
//! with bit masks and each suit sent home along its cards after every
//! pass: same answers, a quarter less time (deal 9: 0.55 s of CPU).
//!
//! Deals 1-1000 at 200,000 positions (`--limit 200000`): before the
//! round 768 won, 35 lost (80.3% decided); after it 851 won, 69 lost
//! (92.0%), every deal decided before decided the same way. At 1 s
//! (`--limit 1s`, load about 9 on two cores, 130,000 to 260,000
//! positions a deal): 850 won, 70 lost, 80 undecided (92.0%), the median
//! deal in 0.3 ms, peak memory 41 MB (103 MB for deal 9 at the default
//! 1,000,000 positions). Grandfather at 1 s, deals 1-1000: still all won.
//! Of the undecided deals 1-200 (9 20 88 93 94 102 103 110 119 145 150
//! 164), 2,000,000 positions win 88 and 145 and leave the other ten
//! undecided: wins far off, or losses the dead test does not see (it
//! ignores two cards wanting one base, or two kings one empty column).
//!
//! Fourth round, by count (`--limit 600000`, about a second on an idle
//! core). Most undecided deals are lost in spaces of millions: at
//! 4,000,000 positions deals 20 and 102 are proven lost (20 after
//! 2,262,650), 93 and 94 stay undecided. The dead test no longer lets a
//! card leave onto a base still lying over it in its own column: deals
//! 20 59 68 79 101 102 116 330 855 at 3,000,000 take 6,673,300 positions
//! against 6,942,941 (116 lost at the start instead of after 223,682),
//! about 4% more time a position; deals 1-1000 at 600,000: 866 won, 81
//! lost, 53 undecided (94.7%; 277 newly lost, 647 newly won; every deal
//! decided at 1 s before decided the same). A position made by a safe
//! move home from one that passed the dead test skips it (same
//! positions, about 4% less time). Tried and not kept: the first pass's
//! share cut after 30,000 expansions, to one turn of four (on the
//! undecided deals the same losses, as the first pass ends early on a
//! lost deal; 212, 438 and 844 won for 459, 662 and 964) or two of four
//! (1-1000: 865 won, 81 lost); a count of the columns that can be emptied
//! against the kings that need one (every column empties in the end, so
//! without the order of events it counts nothing). A quarter more
//! positions (750,000) decides only 765 and 931 more of the 53: the rest
//! need loss proofs that weigh the order of events (two kings for one
//! empty column, two cards for one base), not a faster search.
//! Twice the positions (1,200,000) decide only 145, 212 (941,000 each)
//! and 372 (799,000) of them more. On the undecided deals the first pass
//! never ends within 600,000: it holds 450,000 positions, the second
//! 150,000 (deal 20 alone sees its first pass end). Seven turns of eight
//! to the first pass (1-1000 at 600,000): 865 won, 81 lost, 931 won
//! but 88 and 850 undecided; not kept.
//!
//! Fifth round, by count (`--limit 500000`, deals 1-1000): 862 won, 79
//! lost, 59 undecided (94.1%). The dead test reads each card's bit,
//! bases, foundation predecessor and face once into a table before its
//! passes, and skips the cards at a column's top already home: the same
//! answers and positions on every deal, and 7% less CPU (run beside the
//! old build under the same load: 128 s against 137 s); the test was half
//! of a search's time (`perf`, deal 9). Tried and
//! not kept: a dead test for kings waiting on one another's empty
//! columns (a case for each king going first into one: the others wait
//! for two columns emptied or that king home; sound, but it fired on
//! 965 of 160,000 tested positions of deal 102, none of deals 9 and 20,
//! decided no more deals, and the run took 243 s against 178 s, though
//! not side by side); the dead test's
//! answers shared by the two passes in one map (they test few of the
//! same positions: deals 1-120, 24.9 s of CPU against 18.9 s). A lost
//! position of deal 20 (from its proof at 2,400,000 positions, with
//! few cards out and few face down) passes the test: its least solution
//! sends every card home in six passes, each step allowed alone; where
//! the order of events breaks it was not found.
//!
//! Sixth round, by count (`--limit 380000`, about a second here under
//! load), deals 1-1000: 861 won, 79 lost, 60 undecided (94.0%). The dead
//! test moved to its own file ([`dead`]). Two rules for the order of
//! events were tried on it (its fixpoint run again with a card leaving
//! only for home, or a card kept out of home), both sound and neither
//! kept (the second, with its test against exhaustive search, is in this
//! file's history). Two cards of
//! one rank and colour that each must leave before going home, with one
//! base left to both (the first there holds it until it goes home): on
//! deal 906's proof, 0 of 150,000 tested positions had both cards needing
//! a base; the 139 undecided or lost deals, the same answers and
//! positions. A card that must leave before going home rests on one of
//! its bases still out until it goes home, so it goes home while that
//! base has not: the test with each base kept out of home in turn. With
//! one base out only, it fired on 20,556 of 150,000 tested positions of
//! deal 906, whose proof took 279,179 positions against 319,194; deal
//! 20's proof the same 2,262,650; deals 1-1000 the same 861 / 79 / 60.
//! With either base: deal 906 in 278,276, deals 59 and 970 the
//! same, and three times the CPU (deals 1-120 at 380,000: 48.7 s against
//! 15.8 s, side by side). What these rules see lost is mostly a few moves
//! from being stuck anyway: the lost deals still undecided need more.
//! Where the second pass spends its positions (a build counting the
//! positions it tests by cards face down, not kept): deal 20's proof
//! (3,000,000 limit) tests none with fewer than 12 face down; all 1,426
//! with 12 are dead, and of those with 13 to 19, about half. Deal 93 at
//! 2,000,000 (undecided): of 400,000 tested, 215,000 pass the test with
//! 9 face down, all 111,620 with 8 are dead. So these losses are decided
//! early, by the cards face down: the search walks a plateau of face-up
//! cards moved about between two turns of a card, every way out dead. A
//! next step: a test that sees the turns ahead as dead without walking
//! the plateau (what a turn leaves stuck, asked once for the plateau
//! rather than from each of its positions).
//!
//! Seventh round, speed only (the same positions and answers). The dead
//! test runs in rounds of bit operations over all the cards at once
//! ([`dead`]): a card has a base at a top in a few shifts, each suit goes
//! home along its cards by a fill in four doublings, and only the cards
//! with a base over them in their own column are read one by one. Its
//! answer equals the old per-card test's on every position along lines
//! from the random positions and Yukon deals 1-5 (a test). Checked:
//! `felt solve yukon N --limit 380000` the same output, deal by deal,
//! for Yukon and Grandfather 1-1000, and the summaries' figures the same
//! (861 won, 79 lost, 60 undecided; Grandfather 1000 won). CPU on deals
//! 1-120 at 380,000, old and new alternating: 10.55 and 10.64 s against
//! 6.54 and 6.84 s; 1-1000, one after the other: 81.8 s against 48.2 s
//! (p99 1,078 ms against 628 ms). Where a column starts read
//! from its lengths as the bytes of one word (one multiplication): the
//! same output again deal by deal and the same summaries, deals 1-120
//! 6.11 and 6.28 s against 6.42 and 6.76 s. The key as an xor of one hash per
//! card for what lies under it and its face ([`key`]), each child's from
//! its parent's: deals 1-120 6.01 and 6.11 s against 6.20 and 6.53 s;
//! the same output deal by deal but for deal 373, now won in 242
//! positions (undecided at 380,000 before): the old key (sorted column
//! hashes) gave one key to two positions of it (column 2 [down 39] 1 and
//! [up 39], the ace of diamonds home or not), so the old search missed a line.
//! Summary: 862 won, 79 lost (the same), 59 undecided; Grandfather the
//! same. All three against the round's first build, deals 1-120 at
//! 380,000, alternating: 10.65 and 10.51 s against 6.08 and 6.17 s. At
//! 1 s (`felt solve yukon 1-1000 --summary --jobs 1 --limit 1s`, load
//! about 1): 869 won, 81 lost, 50 undecided (95.0% decided), p99 774,039
//! positions a deal (about 440,000 before), peak memory 104.6 MB. Tried first and dropped: the same
//! per-card sweep on masks of places (no faster: 11.6 s against 10.5 s).
//!
//! Eighth round, speed only (the same positions and answers). A child's
//! key and estimate are its parent's with the few parts its move changed
//! swapped ([`key`], [`estimate`]: the foot of the moving run, the card
//! sent home, a card turned up), not its columns read again; the parent's
//! estimate comes with it off the queue, and the children go straight into
//! the search's list (no list per parent). Checked: `felt solve yukon N
//! --limit 380000` the same output deal by deal for Yukon and Grandfather
//! 1-1000. CPU on deals 1-120 at 380,000, alternating with the round's
//! first build: 6.27 and 6.12 s against 8.10 and 6.84 s (the machine
//! shared with other work).
//!
//! The positions waiting in a stack per estimate ([`super::engine::open`]) instead of a
//! binary heap (the same order: lowest estimate, then newest), and the
//! dead test's board read with a card's bases found without branches
//! and its tables indexed without checks: deals 1-120 5.21 and 5.53 s
//! against 6.27 and 6.12 s (the same runs as above).
//!
//! Each kept position keeps its key (its children's come from it, not
//! from its cards read again), and the set of keys seen takes them as they
//! are (they are hashes already): deals 1-120 5.52 and 5.03 s against
//! 6.46 and 5.89 s, alternating; peak memory on deal 9 at 1,000,000
//! positions 114.8 MB against 106.9 MB (the round's first build).
//!
//! The dead test's board takes the state's cards as they lie (the
//! places are theirs) in one copy, and reads a column's face-up cards,
//! then its face-down ones, without a test per card: deals 1-120 4.82 and
//! 5.89 s against 6.22 and 6.10 s, alternating (a busy machine).
//!
//! The keys seen in a set of their own ([`super::engine::table`]: open addressing, the key
//! read where it lies, one read of memory for a new key against the
//! standard set's two): deals 1-120 4.38 and 4.37 s against 4.54 and
//! 4.61 s, alternating; deal 9 at 1,000,000 positions peaks at 112.9 MB
//! against 115.0 MB.
//!
//! The dead test's rounds walk the cards that newly left once, marking
//! both the places they leave and the card under each as at a top, where
//! a second walk over the new tops followed (one loop of unforeseen
//! length a round, not two): deals 1-120 4.35 and 4.45 s against 4.69
//! and 4.51 s, alternating.
//!
//! Each step above was checked the same way (the same output deal by
//! deal, Yukon and Grandfather 1-1000 at 380,000). The round's last build
//! against its first: the summaries at 380,000 the same (Yukon 862 won, 79
//! lost, 59 undecided, positions median 367 and p99 380,002; Grandfather
//! 1000 won, p99 10,232), peak memory 88.2 MB against 73.1 MB (each kept
//! position's key); CPU on deals 1-120 at 380,000, alternating: 4.89 and
//! 4.87 s against 9.15 and 7.82 s; deals 88-93 at 1,000,000: 1.60 and
//! 1.35 s against 2.33 and 2.72 s; deal 9 at 1,000,000: 1.29 and 1.64 s
//! against 2.22 and 2.23 s (peak 112.6 MB against 106.8 MB). Where the
//! time goes now (`perf`, deal 20): the dead test about 40%, adding a key
//! to the seen set 18% (a read of memory each, and pages the kernel must
//! clear), the children 18%. At the game's cap (`--limit 1000000`,
//! deals 1-1000, the last build): 874 won, 82 lost, 44 undecided (95.6%
//! decided), p99 1,000,001 positions, peak memory 127.9 MB.
//!
//! Ninth round, speed only (the same positions and answers). A parent's
//! moves are listed first, each with its child's key found from the
//! parent's ([`key`]) and its order of trial, and sorted as 16-byte
//! entries; a child's position and estimate are made only once its key is
//! found new in the seen set (a child already seen costs its key alone),
//! and a run moved by two copies from the parent's cards, not a turn of
//! the child's. Checked: `felt solve yukon N --limit 380000` the same
//! output deal by deal for Yukon and Grandfather 1-1000. CPU on deals
//! 1-120 at 380,000, alternating with the round's first build: 5.34 and
//! 5.46 s against 6.09 and 6.71 s. Tried and dropped: the dead test's
//! board finding the cards with a base over them in their column only
//! among those with a base in it at all (a mask, then each one read):
//! 6.86 and 6.84 s against 6.13 and 6.02 s, the branches costing more
//! than the work saved.
//!
//! The dead test's cards with a base over them in their own column read
//! one by one only once some base of theirs has reached a top (before, the
//! walk over their bases found nothing): on deal 20 at 1,000,000
//! positions (998,084 tests, 530,333 stuck, 9.3 rounds a test) 4.7
//! million such reads against 15.2 million. Checked as above (the same
//! output deal by deal). CPU on deals 1-120 at 380,000, alternating with
//! the build before: 5.76, 5.72, 5.77, 5.82 and 6.03 s against 5.95,
//! 5.38, 6.31, 6.17 and 6.32 s. Also counted there: 2.4 moves listed an
//! expansion, one child made (the others already seen). Tried and
//! dropped: the board read in one walk down all the places with no
//! branch on where a column ends (a top's card, its face and the cards
//! over it from masks of places): 5.35 and 5.07 s against 5.00 and
//! 4.98 s.
//!
//! The dead test's board keeps the card under each card (not each
//! place's card), so a card that leaves shows the one under it by one
//! read, not two in a chain, and the cards at the tops are found as the
//! columns are read: checked as above (the same output deal by deal);
//! deals 1-120 at 380,000, alternating, 4.96, 5.25, 5.26, 4.94, 5.22 and
//! 5.56 s against 5.65, 5.10, 5.85, 5.65, 4.99 and 5.57 s (deal 20 at
//! 1,000,000, five runs each: 1.13 s against 1.10 s, within the noise).
//!
//! The round's first two steps against its start (`felt solve yukon
//! 1-1000 --summary --jobs 1 --limit 380000`, one after the other, a
//! heavy load): the same summary (862 won, 79 lost, 59 undecided), 37.1 s
//! of CPU against 41.8 s, peak memory 88.4 MB against 88.0 MB. The
//! round's last build against its start: at the game's cap (`--limit
//! 1000000`, deals 1-1000) the same summary (874 won, 82 lost, 44
//! undecided, peak memory 127.7 MB each; CPU 76.7 s against 75.9 s, run
//! one after the other, the first under a load half again as heavy: its
//! wall time 125.6 s against 84.8 s); deals 9 20 93 94 102 103 at
//! 1,000,000, alternating: 7.58, 7.61 and 7.05 s against 8.22, 8.63 and
//! 8.25 s; deals 1-120 at 380,000, alternating: 5.91 and 5.56 s against
//! 6.21 and 6.31 s. About 1.1 times as fast a position, short of the 1.3
//! the margin asks; the seen set's prefetch (below) would add most.
//! Where the time goes now (`perf`, deal 20 at 1,000,000, the second
//! step's build): adding a key to the seen set about 30%, the dead test
//! 33%, listing the moves 11%. The seen set's slots asked into the cache
//! (`_mm_prefetch`) for all of a parent's keys before the first is added,
//! a change to [`super::engine::table`] not kept here (it serves other games):
//! deal 20 at 1,000,000, six runs each alternating, 0.98 s against
//! 1.18 s; deals 1-120 at 380,000, 5.42 s against 5.67 s (means of
//! three). Listing the moves before the dead test, so that the reads
//! overlap it, lost more than it won (1.21 s).
//!
//! The prefetch is kept (the lead, once Gypsy's search had added it to
//! [`super::engine::table`]): the same output on Yukon deals 1-40 and Grandfather
//! 1-10 at 200,000; deal 20 at 1,000,000, user time alternating with the
//! round's start build, 1.06, 0.79 and 1.05 s against 1.38, 1.33 and
//! 1.24 s. A second now reaches past a million positions, so the cap
//! ([`super::Limits::for_game`]) went to 1.5 million: deals 1-1000 at
//! 1,500,000 (`--limit 1500000`), 877 won, 82 lost, 41 undecided (959
//! decided, against 956 at a million), peak memory 196.6 MB. At `--limit
//! 1s` beside a Gypsy sweep (one core each): 871 won, 82 lost, 47
//! undecided (95.3 %), p99 1,048,248 positions, peak 161.2 MB.
//!
//! Round four (a short one): each card's bases read from a table made
//! once per deal ([`Deal::bases`]) instead of worked out from the card
//! each time the dead test reads it (`perf`, deal 20 at 1,000,000: the
//! test's board read, 21% of the time before, 18.5% after). Output byte
//! for byte the same as the build before on every Yukon deal 1-1000 and
//! Grandfather 1-300 at 380,000 (a hash of each deal's output). CPU (user
//! s, alternating with the build before, load 7 to 8): deal 20 at
//! 1,000,000, four runs each, 1.018 against 1.064 (means); deals 1-120
//! at 380,000 (`--summary --jobs 1`), two runs each, 5.27 and 5.12
//! against 5.57 and 5.51.
//!
//! Round five: a position made from one that passed the dead test by
//! moving a card where it could move on at once (another card it builds
//! on is a top of another column, as the one it left is when it left a
//! card it builds on; a king, another column is empty) skips the test
//! too, as one made by a safe move home did ([`Deal::is_dead`] argues
//! it). Counted (builds not kept), positions that skip it of those taken
//! to it: deal 20 at 1,000,000, 1,848 of 999,932 before, 198,546 with
//! moves from one base to another alone, 222,327 with any other base at
//! a top (none more with the kings'); deals 1-120 at 380,000, 341,047 of
//! 4,878,912 before, then 1,553,393, 1,707,339 and 1,714,625. A build
//! asserting that no position so marked is stuck ran Yukon 1-1000 and
//! Grandfather 1-300 at 100,000. The moves' columns' starts and tops
//! read once per expansion, not once per use. Output the same as the
//! round's start on every Yukon deal 1-1000 and Grandfather 1-300 at
//! 380,000 (a hash of each deal's output), and the summaries the same
//! (Yukon 862 won, 79 lost, 59 undecided). Instructions (`valgrind
//! --tool=callgrind`, deals 1-40 at 50,000): 1,630 million against
//! 1,966 million (base to base alone, 1,671 million). CPU (user s,
//! alternating with the round's start, load about 2.5): deals 1-120 at
//! 380,000, 2.34, 2.45, 2.30 and 2.36 against 2.73, 2.66, 2.77 and 2.59;
//! deal 20 at 1,000,000, 0.51, 0.48, 0.59 and 0.50 against 0.54, 0.58,
//! 0.61 and 0.52; deals 1-1000 at 380,000, 16.46 and 14.53 against 17.26
//! and 18.93. Where the time goes now (`perf`, deals 1-120 at 380,000):
//! the dead test 29% (its board 13%, its rounds 16%), listing the moves
//! 21%, adding a key to the seen set 11%, taking a position off the
//! queue 7% (mostly reading it from memory), making a child 6%,
//! `memmove` 5%. Most positions still tested and found not
//! stuck were made by moving a card off one it does not build on (deal
//! 20, with moves from one base to another alone marked: 266,203 such
//! positions tested, 29,093 stuck): the card it went onto is no longer a
//! top, which another card may need, so no cheap rule marks them.
//!
//! Then (issue 35) the search went onto the engine's best first
//! ([`super::engine::best`]), with what Yukon's own had done otherwise as
//! the engine's modes: a position is tested dead when it is taken from
//! the queue ([`Puzzle::DEAD_WHEN_TAKEN`]: most positions found are never
//! taken, and the passes count a dead one as an expansion), and a child's
//! key is found from its parent's before it is made ([`Puzzle::KEYED`],
//! the position keeping its key and estimate, [`moves`]). The answers are
//! the same: `felt solve yukon 1-1000 --summary --jobs 1 --limit 200000`
//! and Grandfather 1-200 the same summaries, and Yukon 1-200 the same
//! output deal by deal. The engine keeps a position's state only until
//! it is expanded: peak memory 14.6 MB against 47.6 MB on 1-1000 at
//! 200,000. Its queue is a heap, not a stack per estimate (other games'
//! scores span tens of thousands): deals 1-300 at 200,000 positions,
//! alternating, 3.44 to 3.59 s of CPU against 3.04 to 3.09. At 1 s, the
//! two builds side by side at a load of about 7: 1-1000 861 won, 77
//! lost, 62 undecided against 860 / 78 / 62 (93.8% both), 20001-21000
//! 840 / 77 / 83 against 841 / 77 / 82 (91.7% and 91.8%), peak memory
//! 40 MB against 97 MB.
//!
//! Grandfather is searched the same way, its columns building in suit and
//! its redeals one more move (tried after the others). While a redeal is
//! left, the columns are not alike (a redeal gathers them in order: the
//! key keeps their order and a king may go into any empty column), a card
//! goes home only as a choice (it changes where a redeal deals the
//! others), and the dead test waits (a redeal can part any two).
//! Deals 1-1000 at 1 s, measured as above: all 1000 won, the median in
//! 2 ms, the longest 0.9 s (deal 271, 215,000 positions). KPatience
//! decided all of its first 200, calling a third of its first 500 lost:
//! its solver seems not to count the redeals.

mod dead;
#[cfg(test)]
mod dead_by_card;
mod estimate;
mod key;
mod moves;
#[cfg(test)]
mod tests;

use super::engine::best::BestFirst;
use super::engine::{Puzzle, Resumable};
use super::{Answer, Limits, Search};
use crate::games::described::vocabulary::{
    Base, Build, Dealing, Direction, Empty, Group, Home, HomeDeal, Stock, SuitMatch, WasteBuild,
    Way,
};
use crate::games::described::Described;
use crate::games::Patience;
use crate::model::deck::Deck;
use crate::model::moves::Move;
use std::cell::RefCell;

/// The columns of Yukon's and Grandfather's table.
const COLUMNS: usize = 7;

/// Which game of the family is searched: they share the table and how
/// cards move, and differ in how the columns build (and Grandfather's
/// redeals).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// Columns build down in alternating colours.
    Yukon,
    /// Columns build down by suit; the columns may be redealt.
    Grandfather,
}

/// Which of the two `game` is laid out as, and the redeals its
/// description allows: seven columns of one deck, four foundations up by
/// suit from the ace, any face-up card moving with what lies on it, kings
/// filling; the columns building down in alternating colours without a
/// stock (Yukon) or by suit with a stock that redeals in Grandfather's
/// zigzag. None for any other game: the search knows only these rules.
fn kind_of(game: &Described) -> Option<(Kind, u8)> {
    let d = game.description();
    let table = d.deck == Deck::Standard
        && d.columns() == COLUMNS
        && d.foundations == 4
        && d.cells == 0
        && d.reserve == 0
        && d.group == Group::FaceUp
        && d.empty == Empty::Kings
        && d.home
            == (Home::Suit {
                direction: Direction::Up,
                base: Base::End,
                wrap: false,
            })
        && d.home_deal == HomeDeal::None
        && !d.home_back
        && d.waste == WasteBuild::None;
    let down = |suits| Build::Rank {
        way: Way::Down,
        suits,
        wrap: false,
    };
    match (table, d.stock) {
        (false, _) => None,
        (true, Stock::None) if d.build == down(SuitMatch::Alternate) => Some((Kind::Yukon, 0)),
        (
            true,
            Stock::Redeal {
                times: Some(times),
                packets: false,
            },
        ) if d.build == down(SuitMatch::Same) && d.dealing == Dealing::Zigzag => {
            Some((Kind::Grandfather, times))
        }
        _ => None,
    }
}

/// A card of the search: its face index, `(rank - 1) * 4 + suit`.
type Packed = u8;

fn rank(c: Packed) -> u8 {
    c / 4 + 1
}

fn suit(c: Packed) -> usize {
    usize::from(c % 4)
}

/// Diamonds and hearts (suits 1 and 2 of [`crate::model::card::Suit::ALL`]).
fn red(c: Packed) -> bool {
    matches!(c % 4, 1 | 2)
}

/// A position of the search.
#[derive(Clone, Copy, Debug)]
pub(crate) struct State {
    /// The columns' cards, t0's bottom card first.
    cards: [Packed; 52],
    len: [u8; COLUMNS],
    down: [u8; COLUMNS],
    /// Cards home per suit.
    home: [u8; 4],
    /// The foundation each suit is built on (`NONE` before its ace).
    place: [u8; 4],
    /// Grandfather's redeals left.
    redeals: u8,
    /// Known not dead: made from a position that was not dead by sending
    /// home a card nothing out could be built on, or by moving a card where
    /// it could move on at once (see [`Deal::is_dead`]).
    live: bool,
    /// The position's key ([`key`]) and estimate ([`estimate`]), found
    /// from its parent's when it was made: its children's are found from
    /// them.
    key: u64,
    estimate: u32,
}

const NONE: u8 = u8::MAX;

impl State {
    /// Where column `col`'s cards start in [`State::cards`] (`COLUMNS`:
    /// where the last ends). The lengths as the bytes of one word, times
    /// a one in every byte: each byte of the product sums the bytes up to
    /// it (never past 52, so no byte carries into the next).
    fn start(&self, col: usize) -> usize {
        let mut bytes = [0u8; 8];
        bytes[1..=COLUMNS].copy_from_slice(&self.len);
        let sums = u64::from_le_bytes(bytes).wrapping_mul(0x0101_0101_0101_0101);
        (sums >> (8 * col) & 0xff) as usize
    }

    fn column(&self, col: usize) -> &[Packed] {
        let s = self.start(col);
        &self.cards[s..s + usize::from(self.len[col])]
    }

    fn top(&self, col: usize) -> Option<Packed> {
        self.column(col).last().copied()
    }

    fn total(&self) -> usize {
        self.start(COLUMNS)
    }

    /// The cards column `col` has face down once it is left with `len` of
    /// its cards (its top turned up, as [`State::turn_up`] does).
    fn down_after(&self, col: usize, len: usize) -> usize {
        let down = usize::from(self.down[col]);
        if down > 0 && down >= len {
            len - 1
        } else {
            down
        }
    }

    /// Turns a column's top card up if it lies face down.
    fn turn_up(&mut self, col: usize) {
        if self.down[col] > 0 && self.down[col] >= self.len[col] {
            self.down[col] = self.len[col] - 1;
        }
    }

    /// The cards from place `at` of column `from` up moved onto `to`: the
    /// columns between keep their cards, so one turn of the cards from the
    /// moving ones to the end of `to` (or from the end of `to` to the end
    /// of `from`) makes the move: two copies from the parent's cards.
    fn shift(&self, from: usize, at: usize, to: usize) -> State {
        let mut s = State {
            live: false,
            ..*self
        };
        let count = usize::from(self.len[from]) - at;
        let end = |c: usize| self.start(c) + usize::from(self.len[c]);
        let (cards, old) = (&mut s.cards, &self.cards);
        if from < to {
            let (a, e) = (self.start(from) + at, end(to));
            cards[a..e - count].copy_from_slice(&old[a + count..e]);
            cards[e - count..e].copy_from_slice(&old[a..a + count]);
        } else {
            let (b, e) = (end(to), end(from));
            cards[b..b + count].copy_from_slice(&old[e - count..e]);
            cards[b + count..e].copy_from_slice(&old[b..e - count]);
        }
        s.len[from] = at as u8;
        s.len[to] += count as u8;
        s.turn_up(from);
        s
    }

    /// The top card of `col` sent home.
    fn send_home(&self, col: usize) -> State {
        let card = self.top(col).expect("a card to send home");
        let mut s = State {
            live: false,
            ..*self
        };
        let at = self.start(col) + usize::from(self.len[col]) - 1;
        s.cards.copy_within(at + 1..self.total(), at);
        s.len[col] -= 1;
        s.turn_up(col);
        s.home[suit(card)] += 1;
        s.place[suit(card)] = self.home_place(card);
        s
    }

    /// Grandfather's redeal, as the described game makes it: the columns
    /// gathered, `t0`'s top card first, and laid out again at `places`
    /// (the deal's, [`Described::deal_places`]).
    fn redeal(&self, places: &[(usize, bool)]) -> State {
        let mut s = State {
            live: false,
            ..*self
        };
        let mut gathered = [0; 52];
        let mut n = 0;
        for c in 0..COLUMNS {
            for &card in self.column(c).iter().rev() {
                gathered[n] = card;
                n += 1;
            }
        }
        let mut down = [[0; 52]; COLUMNS];
        let mut up = [[0; 52]; COLUMNS];
        let (mut downs, mut ups) = ([0; COLUMNS], [0; COLUMNS]);
        for (&card, (col, face_up)) in gathered[..n].iter().zip(places.iter().copied()) {
            if face_up {
                up[col][ups[col]] = card;
                ups[col] += 1;
            } else {
                down[col][downs[col]] = card;
                downs[col] += 1;
            }
        }
        let mut out = 0;
        for c in 0..COLUMNS {
            for &card in down[c][..downs[c]].iter().chain(&up[c][..ups[c]]) {
                s.cards[out] = card;
                out += 1;
            }
            s.len[c] = (downs[c] + ups[c]) as u8;
            s.down[c] = downs[c] as u8;
            s.turn_up(c);
        }
        s.redeals -= 1;
        s
    }

    fn fits_home(&self, card: Packed) -> bool {
        self.home[suit(card)] + 1 == rank(card)
    }
}

/// The deal being solved, and the rule its columns build by.
#[derive(Clone)]
struct Deal {
    start: State,
    kind: Kind,
    /// The first, quick pass: a move that shows a face-up card is tried
    /// only if that card can then go home or take a card from elsewhere.
    pruned: bool,
    /// Where a redeal lays the cards, in the order it deals them (the
    /// deal's order; none in Yukon).
    places: Vec<(usize, bool)>,
    /// Each card's [`Deal::base_mask`], read from a table: the dead test
    /// asks it of every card of every position it reads (64 entries, so
    /// that an index from a bit of a mask needs no check; past the 52
    /// cards', none).
    bases: [u64; 64],
    /// The moves listed from a position ([`moves`]), kept to be used
    /// again.
    listed: RefCell<Vec<moves::Listed>>,
}

impl Deal {
    fn builds(&self, card: Packed, below: Packed) -> bool {
        match self.kind {
            Kind::Yukon => rank(card) + 1 == rank(below) && red(card) != red(below),
            Kind::Grandfather => card + 4 == below,
        }
    }

    /// The cards that build on `below` (none on an ace).
    fn onto(&self, below: Packed) -> impl Iterator<Item = Packed> {
        let (kind, r) = (self.kind, rank(below));
        let suits: &[u8] = match (kind, red(below)) {
            (Kind::Grandfather, _) => &[0],
            (Kind::Yukon, true) => &[0, 3],
            (Kind::Yukon, false) => &[1, 2],
        };
        suits
            .iter()
            .filter(move |_| r > 1)
            .map(move |&s| match kind {
                Kind::Grandfather => below - 4,
                Kind::Yukon => (r - 2) * 4 + s,
            })
    }

    /// Whether the columns are alike: always in Yukon; in Grandfather once
    /// no redeal is left (a redeal gathers them in order).
    fn alike(&self, s: &State) -> bool {
        s.redeals == 0
    }

    /// Whether `card`, next on its foundation, may go home for good:
    /// nothing still out could be built on it.
    fn is_safe(&self, s: &State, card: Packed) -> bool {
        let r = rank(card);
        if self.kind == Kind::Grandfather {
            // Only the card of its suit one lower, which is home, could go
            // on it; but with a redeal left, a card sent home changes where
            // the others are dealt.
            return s.redeals == 0;
        }
        r <= 2
            || (0..4)
                .filter(|&o| red(o as u8) != red(card))
                .all(|o| s.home[o] + 1 >= r)
    }
}

impl Puzzle for Deal {
    type State = State;
    type Move = Move;

    fn start(&self) -> State {
        self.start
    }

    fn is_won(&self, s: &State) -> bool {
        s.total() == 0
    }

    /// The same columns in another order are one position where the
    /// columns are alike ([`key`]); kept in the position.
    fn key(&self, s: &State) -> u64 {
        s.key
    }

    /// The lower the estimate, the more promising ([`estimate`]).
    fn score(&self, s: &State) -> i32 {
        -(s.estimate as i32)
    }

    /// Most positions found are never expanded: the two passes stop at
    /// a win or a limit with most of them waiting.
    const DEAD_WHEN_TAKEN: bool = true;

    /// A child's key is its parent's with the parts its move changed
    /// swapped ([`key`]): a child already seen is not made.
    const KEYED: bool = true;

    fn keyed(&self, s: &State, out: &mut Vec<(Move, u64)>) {
        self.keyed_moves(s, out);
    }

    fn make(&self, s: &State, mv: Move, key: u64, child: &mut State) {
        self.make_move(s, mv, key, child);
    }

    /// Two cards of a suit in one column, the higher over the lower, with
    /// every card from the higher down to just over the lower pinned: it
    /// is not a king, and each card it could be built on is home or lies
    /// under it, no lower than the lower card (so no move from under the
    /// pair takes the pinned card away from it). The two can then never
    /// be parted, and neither can go home.
    ///
    /// A position known [`State::live`] is not tested again. It was made
    /// from a parent that passed the test (or was known live), by a move
    /// after which every event of the parent's least solution
    /// ([`Deal::is_stuck`]: a card reaches a top, leaves the card under
    /// it, goes home) still follows by the child's rules, so every card
    /// still goes home:
    ///
    /// - A safe move home: with the card sent home, every rule used for
    ///   its parent still holds (the card under it is a top, its column
    ///   may be empty, the next of its suit may follow it home, and no
    ///   card out used it as a base).
    /// - A face-up card `y` moved, with the cards on it, where it could
    ///   move on at once: onto a card `b2` it builds on (a top) while
    ///   another card it builds on, `b'`, is a top of another column in
    ///   the child (the card `b1` it left, or one elsewhere), or, a king,
    ///   into an empty column while another stays empty. (In Grandfather
    ///   with a redeal left the test passes every position, and a move
    ///   keeps the redeals, so marking changes nothing there.) What the
    ///   test reads changes only so: `b1` (if `y` lay on a card) is a
    ///   top, turned up if it lay face down (face up only adds); `b2` is
    ///   not a top, `y` lying on it (or `y` is the bottom of the column
    ///   it filled, with an empty column left, so a king may still leave
    ///   at any time); the run lies over the cards of `b2`'s column, no
    ///   longer over those of `b1`'s. Every column keeps its bottom card
    ///   but `y`'s if it left one empty (an empty column only adds to
    ///   what a king may do). In the child `y` leaves at once: it is face
    ///   up, and `b'` is a top not lying over it (a king: a column is
    ///   empty); then `b2` reaches a top, as it was in the parent, and
    ///   `b1` is one, as it was in the parent once `y` had left. Every
    ///   other card has the same card on it. A base lying over a card in
    ///   its own column may be used once a card from just over that card
    ///   up to the base has left: for a card of `b1`'s column, the bases
    ///   over it in the child lay over it in the parent, with the same
    ///   cards between; for `b2` and the cards under it, a base in the run
    ///   lies past `y`, which leaves (in the parent it lay in another
    ///   column, free to use); the run's cards and the other columns keep
    ///   what lies over them. So, event by event in the order the parent's
    ///   solution finds them, each rule that gave one in the parent gives
    ///   it in the child: a top reached (the tops, `b2` after `y`, or the
    ///   card on it left), a card leaving (home, a base at a top it may
    ///   use, a king and an empty column or a bottom card left) and a card
    ///   home. Without `b'` (or the other empty column) it can fail: `b2`
    ///   may be the only way on for another card, and `y` may leave it
    ///   only by going home, after that card; a king may have needed the
    ///   column filled.
    fn is_dead(&mut self, s: &State) -> bool {
        !s.live && self.is_stuck(s)
    }

    fn children(&self, s: &State, out: &mut Vec<(Move, State)>) {
        let mut moves = Vec::new();
        self.keyed_moves(s, &mut moves);
        out.extend(moves.into_iter().map(|(mv, key)| {
            let mut child = *s;
            self.make_move(s, mv, key, &mut child);
            (mv, child)
        }));
    }
}

impl Deal {
    /// The cards `card` builds on, as bits of a mask (from [`Deal::bases`]).
    fn base_mask(&self, card: Packed) -> u64 {
        self.bases[usize::from(card) & 63]
    }
}

/// The cards `card` builds on under `kind`'s rule, as bits of a mask: a
/// king's would be past the 52 cards' bits, and is cut off. Read once per
/// card into [`Deal::bases`].
fn base_mask_of(kind: Kind, card: Packed) -> u64 {
    let bases = match kind {
        Kind::Grandfather => 1 << (card + 4),
        // The other colour's suits (0110 for a black card, 1001 for a
        // red: diamonds and hearts are suits 1 and 2), one rank up.
        Kind::Yukon => {
            let red = u64::from(((card % 4 + 1) >> 1) & 1);
            (0b0110 ^ red.wrapping_neg() & 0b1111) << (u32::from(rank(card)) * 4)
        }
    };
    bases & ((1 << 52) - 1)
}

/// A search over a Yukon position in two passes side by side: the first
/// leaves out the moves that show a card nothing wants (most of the
/// moves, few of the wins) and ends only with a win; the second searches
/// every move, and alone can call a deal lost. They take turns of
/// [`TURN`] expansions (the first [`FIRST`] of every four), so the answer
/// does not depend on the slices, and share the limit on positions.
pub struct YukonSearch(Option<Passes>);

/// The two passes of a [`YukonSearch`] over a game laid out as Yukon or
/// Grandfather.
struct Passes {
    passes: [BestFirst<Deal>; 2],
    /// Whether each pass has ended (without a win).
    ended: [bool; 2],
    max_states: usize,
    expansions: u64,
    answer: Option<Answer>,
}

/// Expansions a pass makes in one turn.
const TURN: u64 = 64;

/// Turns of every four the first pass takes.
const FIRST: u64 = 3;

/// The full pass's moves from `game` (the pass that proves a deal
/// lost), for the differential test: a card safe home alone, the first
/// empty column only where the columns are alike, never a whole column,
/// and a card home to the foundation it picks of those empty.
#[cfg(test)]
pub(crate) fn generated(game: &Described) -> Option<super::differential::Generated> {
    use super::differential::Pruning;
    Some(super::differential::Generated {
        lines: super::engine::start_lines(&Deal::new(game)?),
        prunings: &[
            Pruning::SafeHomeAlone,
            Pruning::AlikeEmpty,
            Pruning::WholePileToEmpty,
            Pruning::AlikeFoundation,
        ],
        incomplete: false,
    })
}

impl Deal {
    /// The full pass's deal from `game`; none for a game not laid out as
    /// Yukon or Grandfather ([`kind_of`]).
    fn new(game: &Described) -> Option<Deal> {
        let (kind, redeals) = kind_of(game)?;
        let mut start = State {
            cards: [0; 52],
            len: [0; COLUMNS],
            down: [0; COLUMNS],
            home: [0; 4],
            place: [NONE; 4],
            // What the stock shows: the redeals left.
            redeals: game.stock_left().map_or(0, |n| n as u8).min(redeals),
            live: false,
            key: 0,
            estimate: 0,
        };
        let mut out = 0;
        for (c, column) in game.columns().iter().enumerate() {
            for card in column.cards() {
                start.cards[out] = card.face().index() as u8;
                out += 1;
            }
            start.len[c] = column.len() as u8;
            start.down[c] = column.face_down() as u8;
        }
        for (f, pile) in game.foundations().iter().enumerate() {
            if let Some(top) = pile.top() {
                start.home[top.suit().index()] = top.rank().value();
                start.place[top.suit().index()] = f as u8;
            }
        }
        let mut deal = Deal {
            start,
            kind,
            pruned: false,
            places: match kind {
                Kind::Yukon => Vec::new(),
                Kind::Grandfather => game.deal_places(52),
            },
            bases: std::array::from_fn(|c| {
                if c < 52 {
                    base_mask_of(kind, c as Packed)
                } else {
                    0
                }
            }),
            listed: RefCell::default(),
        };
        deal.start.key = deal.whole_key(&start);
        deal.start.estimate = deal.estimate(&start);
        Some(deal)
    }
}

impl YukonSearch {
    /// The search from `game`'s position; a game not laid out as Yukon or
    /// Grandfather is undecided at once.
    pub fn new(game: &Described, limits: Limits) -> YukonSearch {
        YukonSearch(Deal::new(game).map(|full| {
            let first = Deal {
                pruned: true,
                ..full.clone()
            };
            Passes {
                passes: [
                    BestFirst::new(first, limits.max_states),
                    BestFirst::new(full, limits.max_states),
                ],
                ended: [false; 2],
                max_states: limits.max_states,
                expansions: 0,
                answer: None,
            }
        }))
    }
}

impl Search for YukonSearch {
    fn step(&mut self, budget: u32) -> Option<Answer> {
        match &mut self.0 {
            Some(passes) => passes.step(budget),
            None => Some(Answer::Undecided),
        }
    }

    fn states(&self) -> usize {
        self.0.as_ref().map_or(0, Passes::states)
    }
}

impl Passes {
    fn step(&mut self, budget: u32) -> Option<Answer> {
        for _ in 0..budget {
            if self.answer.is_some() {
                break;
            }
            let turn = self.expansions / TURN % 4 < FIRST;
            let pass = if self.ended[0] || (!turn && !self.ended[1]) {
                1
            } else {
                0
            };
            self.expansions += 1;
            match self.passes[pass].step(1) {
                None => {}
                Some(Answer::Unwinnable) if pass == 0 => self.ended[0] = true,
                Some(Answer::Undecided) => self.ended[pass] = true,
                Some(answer) => self.answer = Some(answer),
            }
            if self.ended == [true; 2] || self.states() >= self.max_states {
                self.answer = Some(Answer::Undecided);
            }
        }
        if self.answer.is_some() {
            // Free both passes' memory: only the answer is kept.
            for pass in &mut self.passes {
                pass.end();
            }
        }
        self.answer.clone()
    }

    fn states(&self) -> usize {
        self.passes.iter().map(BestFirst::states).sum()
    }
}
