"""Property tests over seeded random games for 1 (solo), 2, 3 and 4 players (core.fuzz checks every action)."""

from sobremesa.core.fuzz import play_random


def test_multiplayer_games_reach_final_scoring(game):
    for players in (2, 3, 4):
        state = play_random(game, players, seed=players, check=False).state
        assert state.round == 4 and state.final is not None and len(state.final) == players
        assert all(sum(state.final[p].values()) <= state.vp[p] for p in range(players))


def test_solo_games_end_in_a_result(game):
    results = {play_random(game, 1, seed=seed, check=False, options={"level": 1 + seed % 3}).state.result
               for seed in range(30)}
    assert results <= {"won", "lost"} and "lost" in results
