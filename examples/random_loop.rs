use acme::rules::npc::TieBreak;
use acme::rules::players::RandomPlayer;
use acme::rules::record;
use acme::sim::SimSetup;
struct R(RandomPlayer, usize);
impl acme::rules::proc::Answerer for R {
    fn answer(
        &mut self,
        _: &acme::rules::State,
        d: &acme::rules::Decision,
        _: u32,
    ) -> Option<acme::rules::Action> {
        self.1 += 1;
        Some(self.0.choose(d))
    }
    fn may_decline(&self) -> bool {
        false
    }
}
fn main() {
    let n: u64 = std::env::args()
        .nth(1)
        .map(|a| a.parse().unwrap())
        .unwrap_or(200);
    let inline = std::env::args().nth(2).is_none();
    let cat = acme::data::builtin();
    let setup = SimSetup::basic(6, 4, TieBreak::UseHead);
    let spec = record::SetupSpec::Basic {
        players: 6,
        layout: acme::rules::setup::Layout::Printed,
        npc: vec![false; 6],
    };
    let t = std::time::Instant::now();
    let mut total = 0;
    for seed in 1..=n {
        let (mut game, _) = record::start(cat.clone(), &spec, &setup.options, seed).expect("setup");
        if inline {
            let mut p = R(RandomPlayer::new(seed), 0);
            game.play_out(&mut p, &mut |_| {});
            assert!(game.is_over());
            total += p.1;
        } else {
            let mut p = RandomPlayer::new(seed);
            while let Some(d) = game.pending() {
                let a = p.choose(d);
                game.apply(a).unwrap();
                total += 1;
            }
        }
    }
    let s = t.elapsed().as_secs_f64();
    println!(
        "{n} random games ({}), {total} actions, {:.1} games/s",
        if inline { "play_out" } else { "apply loop" },
        n as f64 / s
    );
}
