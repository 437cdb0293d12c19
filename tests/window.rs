//! The real window under Xvfb with Mesa's software OpenGL: a screenshot of a
//! known deal checked by pixels, then a game played by synthetic input
//! (`xdotool`) and checked by screenshots taken with F12.
//!
//! Needs `xvfb-run`, `Xvfb` and `xdotool` (`make test` installs them).

#[path = "support/window.rs"]
mod support;

use support::*;

/// A screenshot of deal `number` of `variant` at the tests' size, taken by
/// `felt --screenshot` under its own X server.
fn screenshot_of(variant: &str, number: &str, name: &str) -> Image {
    screenshot_with(&["--variant", variant, "--deal", number], name)
}

/// A screenshot at the tests' size of what `args` open, taken by `felt
/// --screenshot` under its own X server.
fn screenshot_with(args: &[&str], name: &str) -> Image {
    let shot = scratch(name);
    // Its X server takes its turn too: `xvfb-run -a` racing a session's
    // Xvfb for a display number fails now and then on a loaded machine.
    let turn = SESSIONS.lock().unwrap_or_else(|e| e.into_inner());
    let status = Command::new("xvfb-run")
        .args(["-a", "-s", "-screen 0 1280x1024x24"])
        .arg(env!("CARGO_BIN_EXE_felt"))
        .args(args)
        .args(["--size", &format!("{W}x{H}")])
        .arg("--screenshot")
        .arg(&shot)
        .stderr(Stdio::null())
        .status()
        .expect("xvfb-run runs (install xvfb)");
    drop(turn);
    assert!(status.success(), "felt --screenshot exits cleanly");
    let img = Image::load(&shot);
    assert_eq!((img.width, img.height), (W, H));
    img
}

#[test]
fn a_screenshot_of_a_known_deal_shows_felt_faces_red_ink_and_backs() {
    let deal = klondike(3);
    let game = Game::new(deal);
    let img = screenshot_of("klondike", "3", "deal3.png");
    let layout = layout_of(&game);

    // Felt where no card lies: between the columns' bottoms and the status bar.
    let below = Rect::new(50.0, H as f32 * 0.8, 200.0, 40.0);
    assert!(
        img.share(below, is_felt) > 0.95,
        "felt colour where no card lies"
    );

    // White on a face: the middle of the left margin of a face-up top card.
    let t0 = layout
        .spot(game.pile(PileId::Column(0)).unwrap().top().unwrap())
        .unwrap()
        .rect;
    let margin = Rect::new(
        t0.x + t0.w * 0.05,
        t0.y + t0.h * 0.45,
        t0.w * 0.08,
        t0.h * 0.1,
    );
    assert!(img.share(margin, is_white) > 0.9, "white where a face lies");

    // Red ink on a red card, none on a black one.
    let tops: Vec<Card> = (0..7)
        .filter_map(|i| game.pile(PileId::Column(i)).unwrap().top())
        .collect();
    let red = tops
        .iter()
        .find(|c| c.color() == Color::Red)
        .expect("a red top card");
    let black = tops
        .iter()
        .find(|c| c.color() == Color::Black)
        .expect("a black top card");
    let ink = |c: &Card| img.share(layout.spot(*c).unwrap().rect, is_red);
    assert!(ink(red) > 0.01, "red ink on {red}");
    assert!(ink(black) < 0.002, "no red ink on {black}");

    // The back pattern on a face-down card: its visible strip in column 6.
    let down = layout.pile_spots(PileId::Column(6))[0].rect;
    let strip = Rect::new(
        down.x + down.w * 0.15,
        down.y + 3.0,
        down.w * 0.7,
        layout.card_h * 0.06,
    );
    assert!(
        img.share(strip, is_blue) > 0.3,
        "the back's lattice on a face-down card"
    );
}

/// Canfield's deal 5 has a ten as its base: the three empty foundations
/// show "10" (light strokes on their floor), and the faces' corner
/// indexes, drawn with the same font, keep their ink (the glyphs the marks
/// add must not spoil theirs).
#[test]
fn canfields_empty_foundations_show_the_base_rank_dealt() {
    let variant: Variant = "canfield".parse().unwrap();
    let game = Game::new(Deal::new(variant, 5).unwrap());
    assert_eq!(game.home_base().map(|r| r.value()), Some(10));
    let img = screenshot_of("canfield", "5", "canfield5.png");
    let layout = layout_of(&game);
    for f in 1..4 {
        assert_rank_marked(&img, &layout, PileId::Foundation(f));
    }
    let base = game.pile(PileId::Foundation(0)).unwrap().top().unwrap();
    let r = layout.spot(base).unwrap().rect;
    let corner = Rect::new(r.x, r.y, r.w * 0.2, r.h * 0.25);
    let black = |p: [u8; 3]| p.iter().all(|&v| v < 60);
    assert!(
        img.share(corner, is_red) > 0.05,
        "red ink in {base}'s index"
    );
    assert!(img.share(corner, black) < 0.01, "no black box in its index");
}

/// Klondike deal 7 with its first column's one card put back under the
/// stock: the empty column shows "K" (light strokes on its floor), the
/// king being the only card that may fill it; the foundations their "A".
#[test]
fn an_empty_klondike_column_shows_the_king_that_may_fill_it() {
    let dealt = Game::new(klondike(7)).to_string();
    let five = "5H";
    let text = dealt
        .replace(&format!("t0: {five}\n"), "t0:\n")
        .replace("stock: ", &format!("stock: {five} "));
    assert_ne!(text, dealt, "deal 7 deals {five} alone to t0");
    let variant: Variant = "klondike".parse().unwrap();
    let game = Game::parse(variant, &text).expect("a whole position");
    let file = scratch("klondike7-empty.txt");
    std::fs::write(&file, &text).unwrap();
    let path = file.to_str().unwrap();
    let img = screenshot_with(
        &["--variant", "klondike", "--position", path],
        "klondike7-empty.png",
    );
    let layout = layout_of(&game);
    assert_rank_marked(&img, &layout, PileId::Column(0));
    assert_rank_marked(&img, &layout, PileId::Foundation(0));
}

/// That the empty place of `pile` shows a rank: light strokes over the
/// middle of its floor, where an outline alone leaves the felt.
fn assert_rank_marked(img: &Image, layout: &Layout, pile: PileId) {
    let slot = layout.slot(pile).unwrap();
    let middle = Rect::new(
        slot.x + slot.w * 0.2,
        slot.y + slot.h * 0.3,
        slot.w * 0.6,
        slot.h * 0.4,
    );
    let light = |p: [u8; 3]| p.iter().all(|&v| v > 110);
    let share = img.share(middle, light);
    assert!(share > 0.05, "{pile:?}: the rank's strokes ({share})");
}

#[test]
fn mouse_play_draws_drags_and_undoes_in_the_real_window() {
    let (deal, mv) = deal_with_a_column_move();
    let Move::Transfer { from, to, .. } = mv else {
        unreachable!()
    };
    let game = Game::new(deal);
    let layout = layout_of(&game);
    let session = Session::start(deal, "play.png");

    // A click on the stock turns a card onto the waste.
    let waste = layout.slot(PileId::Waste).unwrap();
    let before = session.screenshot();
    assert!(
        before.share(waste.inflate(-4.0), is_white) < 0.05,
        "the waste starts empty"
    );
    let stock = layout.slot(PileId::Stock).unwrap();
    session.click(stock.x + stock.w / 2.0, stock.y + stock.h / 2.0);
    session.until("a card lies on the waste", |img| {
        img.share(waste.inflate(-4.0), |p| !is_felt(p)) > 0.9
    });

    // Drag the legal column move: the card leaves its column and lands on the other.
    let moving = game.pile(from).unwrap().top().unwrap();
    let src = layout.spot(moving).unwrap().rect;
    let dst = layout.top_rect(to).unwrap();
    let mut after = game.clone();
    after.play(Move::Draw).unwrap();
    after.play(mv).unwrap();
    let landed = layout_of(&after).spot(moving).unwrap().rect;
    let newly_covered = Rect::new(
        landed.x + 4.0,
        dst.bottom() + 4.0,
        landed.w - 8.0,
        landed.bottom() - dst.bottom() - 8.0,
    );
    let drawn = session.screenshot();
    assert!(
        drawn.share(newly_covered, is_felt) > 0.9,
        "felt below the target before"
    );
    session.drag(
        (src.x + src.w / 2.0, src.y + src.h * 0.5),
        (dst.x + dst.w / 2.0, dst.y + dst.h * 0.6),
    );
    session.until("the card now lies on the target column", |img| {
        img.share(newly_covered, is_felt) < 0.1
    });

    // Ctrl+Z takes it back.
    session.key("ctrl+z");
    session.until("undone: felt below the target again", |img| {
        img.share(newly_covered, is_felt) > 0.9
    });
}

#[test]
fn keyboard_alone_plays_undoes_and_draws_in_the_real_window() {
    let (deal, mv) = deal_with_a_column_move();
    let Move::Transfer {
        from: PileId::Column(from),
        to: PileId::Column(to),
        ..
    } = mv
    else {
        unreachable!()
    };
    let game = Game::new(deal);
    let layout = layout_of(&game);
    let session = Session::start(deal, "keys.png");

    let mut after = game.clone();
    after.play(mv).unwrap();
    let moving = game.pile(PileId::Column(from)).unwrap().top().unwrap();
    let dst = layout.top_rect(PileId::Column(to)).unwrap();
    let landed = layout_of(&after).spot(moving).unwrap().rect;
    // Clear of the glow the keyboard focus draws around the target card.
    let glow = layout.card_w * 0.2;
    let newly_covered = Rect::new(
        landed.x + 4.0,
        dst.bottom() + glow,
        landed.w - 8.0,
        landed.bottom() - dst.bottom() - glow - 4.0,
    );
    assert!(newly_covered.h > 8.0, "a strip to look at");
    // The focus starts on the first column; every column holds cards.
    for _ in 0..from {
        session.key("Right");
    }
    session.key("space");
    let (steps, key) = if to > from {
        (to - from, "Right")
    } else {
        (from - to, "Left")
    };
    for _ in 0..steps {
        session.key(key);
    }
    session.key("space");
    session.until("the card moved by keyboard lies on the target", |img| {
        img.share(newly_covered, is_felt) < 0.1
    });
    session.key("ctrl+z");
    session.until("undone by keyboard", |img| {
        img.share(newly_covered, is_felt) > 0.9
    });
    session.key("d");
    let waste = layout.slot(PileId::Waste).unwrap();
    session.until("d drew a card onto the waste", |img| {
        img.share(waste.inflate(-4.0), |p| !is_felt(p)) > 0.9
    });
}

#[test]
fn at_rest_no_frame_is_drawn_and_the_running_clock_wakes_the_window_each_second() {
    let session = Session::start(klondike(3), "rest.png");
    // No move yet, so no clock: once the solver has looked at the deal,
    // nothing is drawn until input.
    let rested = session.until_at_rest();
    sleep(Duration::from_secs(3));
    let later = session.rested_after();
    assert_eq!(later, Some(rested), "frames were drawn at rest");
    eprintln!("at rest: frame {rested}, 3 s later still frame {rested}");

    // A draw starts the clock: a frame for each of its seconds, no more.
    session.key("d");
    let start = Instant::now();
    let first = loop {
        sleep(Duration::from_millis(500));
        // At rest again once the card has turned, between two seconds.
        match session.rested_after() {
            Some(n) if n > rested + 1 => break n,
            last => assert!(
                start.elapsed() < Duration::from_secs(30),
                "the game never came to rest again (last: {last:?})"
            ),
        }
    };
    sleep(Duration::from_secs(4));
    let then = session.rested_after().expect("it rests between seconds");
    eprintln!("clock running: {} frames in about 4 s", then - first);
    assert!(then > first, "the clock's seconds woke the window");
    assert!(
        then - first <= 16,
        "about one frame a second, not every frame"
    );
}

#[test]
fn the_title_names_the_game_chosen_in_the_window() {
    let session = Session::start(klondike(3), "title.png");
    session.until_title("Felt · Klondike, draw 1");
    // The chooser's focus starts on the game on the table (Klondike, the
    // first) and Right walks each game's Play, then its daily deal (a
    // game with a solver has one): so many steps lead to TriPeaks.
    let steps: usize = felt::games::list::offered()
        .take_while(|g| g.id != "tripeaks")
        .map(|g| 1 + usize::from(g.solver))
        .sum();
    // Menu, Game (third button), then TriPeaks. On a loaded machine a key
    // sent while the window is still taking the focus can be lost: Esc
    // closes whatever opened and the keys go again.
    let mut keys = vec!["F10", "Right", "Right", "Return"];
    keys.extend(std::iter::repeat_n("Right", steps));
    keys.push("Return");
    for _ in 0..3 {
        for key in &keys {
            session.key(key);
        }
        if session.title_within("Felt · TriPeaks", Duration::from_secs(5)) {
            return;
        }
        session.key("Escape");
        session.key("Escape");
    }
    session.until_title("Felt · TriPeaks");
}

/// Every game of the chooser, started from it in the real window by the
/// keyboard (Menu, Game, then the game's Play), and a move of the deal it
/// dealt made there by the mouse (a drag, or a click on the stock). The
/// game saved after it is that game with the move in its steps.
#[test]
fn every_game_is_started_from_the_chooser_and_played_in_the_real_window() {
    // The chooser's focus starts on the game on the table (Klondike, the
    // first) and Right walks each game's Play, then its daily deal (a game
    // with a solver has one).
    let mut steps = 0;
    for info in felt::games::list::offered() {
        let mut keys = vec!["F10", "Right", "Right", "Return"];
        keys.extend(std::iter::repeat_n("Right", steps));
        keys.push("Return");
        steps += 1 + usize::from(info.solver);
        // On a loaded machine a key sent while the window is still taking
        // the focus can be lost: the game is chosen again in a new window.
        // (Klondike's title is the same before: its move shows the game
        // goes on.)
        let title = format!("Felt · {}", info.title);
        let session = (0..3).find_map(|attempt| {
            let name = format!("chosen-{}-{attempt}", info.id);
            let data = scratch(&name);
            let args = ["--variant".to_string(), "klondike".to_string()];
            let session = Session::start_with(&args, Some(&data), &format!("{name}.png"));
            session.until_title("Felt · Klondike, draw 1");
            for key in &keys {
                session.key(key);
            }
            if session.title_within(&title, Duration::from_secs(5)) {
                Some((session, data))
            } else {
                eprintln!("{}: the title is {:?}; again", info.id, session.title());
                None
            }
        });
        let Some((session, data)) = session else {
            panic!("{} is chosen in the window", info.id);
        };
        let saved = data.join("felt").join("game");
        let moved = |text: &str| {
            text.contains(&format!("variant={}\n", info.id))
                && text
                    .lines()
                    .any(|l| l.len() > "done=".len() && l.starts_with("done="))
        };
        // The deal Play dealt is saved at once; its first move of one card
        // (else any move of cards, else a pair, else a draw) is made with
        // the mouse.
        let start = Instant::now();
        let deal = loop {
            let text = std::fs::read_to_string(&saved).unwrap_or_default();
            let number = text.lines().find_map(|l| l.strip_prefix("deal="));
            if let (true, Some(n)) = (text.contains(&format!("variant={}\n", info.id)), number) {
                break Deal::new(info.variant, n.parse().unwrap()).unwrap();
            }
            assert!(
                start.elapsed() < Duration::from_secs(15),
                "{}: the chosen deal is saved:\n{text}",
                info.id
            );
            sleep(Duration::from_millis(100));
        };
        let game = Game::new(deal);
        let layout = layout_of(&game);
        let legal = game.legal_moves();
        let transfer = |one: bool| {
            legal.iter().copied().find(|mv| {
                matches!(mv, Move::Transfer { from, count, .. }
                    if *from != PileId::Stock && (*count == 1 || !one))
            })
        };
        // A pair before a draw: where the stock's own card pairs (Pyramid),
        // a click on the stock plays it rather than drawing.
        let pair = || {
            legal
                .iter()
                .copied()
                .find(|mv| matches!(mv, Move::Pair { .. }))
        };
        let mv = transfer(true)
            .or_else(|| transfer(false))
            .or_else(pair)
            .or_else(|| legal.iter().copied().find(|mv| *mv == Move::Draw));
        // A deal with no move at all is lost before it starts (Play deals
        // at random, and Beleaguered Castle deals one now and then: deal
        // 461350800, no top card goes anywhere): nothing for the mouse.
        let Some(mv) = mv else {
            assert!(legal.is_empty() && !game.is_won());
            eprintln!("{}: deal {} has no move", info.id, deal.number);
            continue;
        };
        let gesture = || match mv {
            Move::Transfer { from, to, count } => {
                let pile = game.pile(from).unwrap();
                let card = pile.cards()[pile.len() - usize::from(count)];
                let src = layout.spot(card).unwrap().rect;
                let dst = layout.top_rect(to).unwrap();
                let grip = if count == 1 { 0.5 } else { 0.1 };
                session.drag(
                    (src.x + src.w / 2.0, src.y + src.h * grip),
                    (dst.x + dst.w / 2.0, dst.y + dst.h * 0.6),
                );
            }
            // The first card is chosen (it glows when it has more than
            // one partner), the second takes the pair.
            Move::Pair { a, b } => {
                for pile in [a, b] {
                    let top = layout.top_rect(pile).unwrap();
                    session.click(top.x + top.w / 2.0, top.y + top.h / 2.0);
                }
            }
            _ => {
                let stock = layout.slot(PileId::Stock).unwrap();
                session.click(stock.x + stock.w / 2.0, stock.y + stock.h / 2.0);
            }
        };
        // A gesture lost while the window settles under load is made again.
        let start = Instant::now();
        let mut made = Instant::now() - Duration::from_secs(60);
        loop {
            let text = std::fs::read_to_string(&saved).unwrap_or_default();
            if moved(&text) {
                break;
            }
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "{}: {mv:?} made by the mouse on deal {} is saved:\n{text}",
                info.id,
                deal.number
            );
            if made.elapsed() > Duration::from_secs(10) {
                gesture();
                made = Instant::now();
            }
            sleep(Duration::from_millis(200));
        }
    }
}

/// Aces Up in the real window: one move made there (a deal from the
/// stock, D), and the game saved after it is the Aces Up deal with that
/// deal in its steps. (The chooser's way to a game is the title test's.)
#[test]
fn an_aces_up_deal_is_made_in_the_real_window() {
    let data = scratch("data-acesup");
    let args: Vec<String> = ["--variant", "acesup", "--deal", "3"]
        .iter()
        .map(|a| a.to_string())
        .collect();
    let session = Session::start_with(&args, Some(&data), "acesup.png");
    session.until_title("Felt · Aces Up");
    let saved = data.join("felt").join("game");
    let start = Instant::now();
    let mut pressed = Instant::now() - Duration::from_secs(10);
    loop {
        let text = std::fs::read_to_string(&saved).unwrap_or_default();
        if text.contains("variant=acesup") && text.contains("done=stock") {
            break;
        }
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "an Aces Up game with a deal made is saved:\n{text}"
        );
        // A key sent while the window is still taking the focus can be
        // lost on a loaded machine: send it again until the save shows it.
        if !text.contains("variant=acesup") && pressed.elapsed() > Duration::from_secs(3) {
            session.key("d");
            pressed = Instant::now();
        }
        sleep(Duration::from_millis(100));
    }
}

#[test]
fn a_resumed_draw_three_game_names_the_window() {
    let data = scratch("data-resume");
    let args = |s: &[&str]| s.iter().map(|a| a.to_string()).collect::<Vec<_>>();
    {
        let first = Session::start_with(
            &args(&["--variant", "klondike3", "--deal", "5"]),
            Some(&data),
            "resume-1.png",
        );
        first.until_title("Felt · Klondike, draw 3");
        // A draw, so there is a game to save.
        first.key("d");
        let saved = data.join("felt").join("game");
        let start = Instant::now();
        while !saved.exists() {
            assert!(
                start.elapsed() < Duration::from_secs(15),
                "the game is saved"
            );
            sleep(Duration::from_millis(100));
        }
    }
    // No game asked for: the saved one goes on, and the title says which.
    let second = Session::start_with(&[], Some(&data), "resume-2.png");
    second.until_title("Felt · Klondike, draw 3");
}

#[test]
fn a_spider_move_is_dragged_in_the_real_window() {
    let (deal, mv) = first_column_move("spider1".parse().unwrap());
    let Move::Transfer { from, to, .. } = mv else {
        unreachable!()
    };
    let game = Game::new(deal);
    let layout = layout_of(&game);
    let session = Session::start(deal, "spider.png");
    let moving = game.pile(from).unwrap().top().unwrap();
    let src = layout.spot(moving).unwrap().rect;
    let dst = layout.top_rect(to).unwrap();
    let mut after = game.clone();
    after.play(mv).unwrap();
    let landed = layout_of(&after).spot(moving).unwrap().rect;
    let newly_covered = Rect::new(
        landed.x + 4.0,
        dst.bottom() + 4.0,
        landed.w - 8.0,
        landed.bottom() - dst.bottom() - 8.0,
    );
    session.until("felt below the target column", |img| {
        img.share(newly_covered, is_felt) > 0.9
    });
    session.drag(
        (src.x + src.w / 2.0, src.y + src.h * 0.5),
        (dst.x + dst.w / 2.0, dst.y + dst.h * 0.6),
    );
    session.until("the card now lies on the target column", |img| {
        img.share(newly_covered, is_felt) < 0.1
    });
    session.until_title("Felt · Spider, one suit");
}
