// Reading and writing SGF games of Go: board size, setup, moves, passes, comments, info, KA/KR.
// Points are worked out by hand: SGF "dd" is column d (4th), row d (4th from the top); the GTP
// name counts columns A..Z without I and rows from the bottom.

#include <gtest/gtest.h>

#include "sgf/sgf_error.h"
#include "sgf/sgf_game.h"
#include "spec/base_play.h"

namespace kospec::sgf {

/// Readable positions in failure messages.
void PrintTo(const SourcePos& pos, std::ostream* os) { *os << pos.line << ":" << pos.column; }

namespace {

void expect_same_game(const SgfGame& a, const SgfGame& b) {
  EXPECT_EQ(a.setup.graph, b.setup.graph);
  EXPECT_EQ(a.setup.initial, b.setup.initial);
  EXPECT_EQ(a.setup.to_move, b.setup.to_move);
  EXPECT_EQ(a.moves, b.moves);
  EXPECT_EQ(a.move_comments, b.move_comments);
  EXPECT_EQ(a.root_comment, b.root_comment);
  ASSERT_EQ(a.info.size(), b.info.size());
  for (std::size_t i = 0; i < a.info.size(); ++i) {
    EXPECT_EQ(a.info[i].id, b.info[i].id);
    EXPECT_EQ(a.info[i].values, b.info[i].values);
  }
}

TEST(SgfGame, DefaultsToAnEmpty19x19GridWithBlackToMove) {
  const SgfGame g = read_game("(;FF[4]GM[1];B[dd])", "t.sgf");
  EXPECT_EQ(g.setup.graph, Graph::grid(19, 19));
  EXPECT_EQ(g.setup.initial, Configuration(361));
  EXPECT_EQ(g.setup.to_move, Player::Black);
  ASSERT_EQ(g.moves.size(), 1u);
  EXPECT_EQ(g.moves[0], Move::play(Player::Black, g.setup.graph.at(3, 3)));
  EXPECT_EQ(g.setup.graph.name(*g.moves[0].point), "D16");
  EXPECT_EQ(g.move_positions, std::vector<SourcePos>{(SourcePos{1, 14})});
  EXPECT_EQ(g.move_comments, std::vector<std::string>{""});
  EXPECT_TRUE(g.info.empty());
}

TEST(SgfGame, ReadsSquareAndRectangularSizes) {
  EXPECT_EQ(read_game("(;SZ[9])", "t").setup.graph, Graph::grid(9, 9));
  const SgfGame g = read_game("(;SZ[7:5];W[ge])", "t");
  EXPECT_EQ(g.setup.graph.columns(), 7);
  EXPECT_EQ(g.setup.graph.rows(), 5);
  EXPECT_EQ(g.setup.graph.name(*g.moves[0].point), "G1");  // column g = 7th, row e = bottom row
  EXPECT_EQ(read_game("(;SZ[1])", "t").setup.graph.size(), 1u);
  EXPECT_EQ(read_game("(;SZ[25:1])", "t").setup.graph.size(), 25u);
}

TEST(SgfGame, ExpandsCompressedPointLists) {
  // AB[aa:bc]: columns a..b, rows a..c, six points; corners may be given in any order.
  for (const char* list : {"AB[aa:bc]", "AB[bc:aa]", "AB[ba:ac]", "AB[aa:ab][ac][ba:bc]"}) {
    const SgfGame g = read_game(std::string("(;SZ[5]") + list + "AW[ee])", "t");
    const Graph& graph = g.setup.graph;
    EXPECT_EQ(g.setup.initial.points_of(Color::Black),
              (PointSet{graph.at(0, 0), graph.at(1, 0), graph.at(0, 1), graph.at(1, 1),
                        graph.at(0, 2), graph.at(1, 2)}))
        << list;
    EXPECT_EQ(g.setup.initial.points_of(Color::White), PointSet{graph.at(4, 4)});
  }
  // A one-point rectangle is one point.
  EXPECT_EQ(read_game("(;SZ[5]AW[cc:cc])", "t").setup.initial.count(Color::White), 1u);
}

TEST(SgfGame, ReadsPassesAsEmptyValuesAndAsTtUpTo19x19) {
  const SgfGame g = read_game("(;SZ[19];B[];W[tt];B[ss])", "t");
  ASSERT_EQ(g.moves.size(), 3u);
  EXPECT_EQ(g.moves[0], Move::pass(Player::Black));
  EXPECT_EQ(g.moves[1], Move::pass(Player::White));
  EXPECT_EQ(g.setup.graph.name(*g.moves[2].point), "T1");  // s = 19th column, last row
  EXPECT_EQ(read_game("(;SZ[9];W[tt])", "t").moves[0], Move::pass(Player::White));
  EXPECT_EQ(read_game("(;SZ[19:5];W[tt])", "t").moves[0], Move::pass(Player::White));
}

TEST(SgfGame, ReadsTtAsAPointOnLargerBoards) {
  // On 20x20 "tt" is column t (20th) and row t (20th from the top: the bottom row).
  const SgfGame g = read_game("(;SZ[20];B[tt];W[])", "t");
  ASSERT_EQ(g.moves.size(), 2u);
  ASSERT_FALSE(g.moves[0].is_pass());
  EXPECT_EQ(*g.moves[0].point, g.setup.graph.at(19, 19));
  EXPECT_EQ(g.setup.graph.name(*g.moves[0].point), "U1");  // A..H, J..U: U is the 20th letter
  EXPECT_TRUE(g.moves[1].is_pass());
}

TEST(SgfGame, FollowsTheMainLineOfTheFirstGame) {
  const SgfGame g = read_game("(;SZ[9];B[aa](;W[bb];B[cc])(;W[dd]))(;SZ[5];B[ee])", "t");
  ASSERT_EQ(g.moves.size(), 3u);
  EXPECT_EQ(g.setup.graph.sgf_name(*g.moves[1].point), "bb");
  EXPECT_EQ(g.setup.graph.sgf_name(*g.moves[2].point), "cc");
  EXPECT_EQ(g.setup.graph.columns(), 9);
}

TEST(SgfGame, ChoosesThePlayerToMoveFirst) {
  EXPECT_EQ(read_game("(;SZ[9])", "t").setup.to_move, Player::Black);
  EXPECT_EQ(read_game("(;SZ[9];W[aa])", "t").setup.to_move, Player::White);
  EXPECT_EQ(read_game("(;SZ[9]PL[W];B[aa])", "t").setup.to_move, Player::White);
  EXPECT_EQ(read_game("(;SZ[9]PL[W];PL[B];W[aa])", "t").setup.to_move, Player::Black);
}

TEST(SgfGame, MergesSetupNodesBeforeTheFirstMove) {
  // aa black, then bb white, then aa emptied again; the move cc follows.
  const SgfGame g = read_game("(;SZ[5]AB[aa];AW[bb];AE[aa];B[cc])", "t");
  const Graph& graph = g.setup.graph;
  EXPECT_EQ(g.setup.initial.at(graph.at(0, 0)), Color::Empty);
  EXPECT_EQ(g.setup.initial.at(graph.at(1, 1)), Color::White);
  EXPECT_EQ(g.setup.initial.count(Color::Black), 0u);
  EXPECT_EQ(g.moves.size(), 1u);
}

TEST(SgfGame, AcceptsAMoveOntoAnOccupiedPoint) {
  // The base rules (OCC) judge it later; it is not a read error.
  const SgfGame g = read_game("(;SZ[9]AB[aa];W[aa])", "t");
  EXPECT_EQ(g.moves[0], Move::play(Player::White, g.setup.graph.at(0, 0)));
}

TEST(SgfGame, KeepsCommentsAndInfo) {
  const SgfGame g = read_game(
      "(;FF[4]GM[1]SZ[9]PB[Alice]C[root]PW[Bob]KM[6.5]XX[unknown][two]RE[B+R]\n"
      ";B[aa]C[first];W[bb]PB[ignored];B[cc]C[third\\]])",
      "t");
  EXPECT_EQ(g.root_comment, "root");
  EXPECT_EQ(g.move_comments, (std::vector<std::string>{"first", "", "third]"}));
  ASSERT_EQ(g.info.size(), 5u);
  EXPECT_EQ(g.info[0].id, "PB");
  EXPECT_EQ(g.info[0].values, std::vector<std::string>{"Alice"});
  EXPECT_EQ(g.info[1].id, "PW");
  EXPECT_EQ(g.info[2].id, "KM");
  EXPECT_EQ(g.info[3].id, "XX");
  EXPECT_EQ(g.info[3].values, (std::vector<std::string>{"unknown", "two"}));
  EXPECT_EQ(g.info[4].id, "RE");
  EXPECT_EQ(g.info[4].pos, (SourcePos{1, 64}));
}

TEST(SgfGame, AMoveInTheRootHasNoCommentOfItsOwn) {
  const SgfGame g = read_game("(;SZ[9]C[hi]B[aa];W[bb]C[w])", "t");
  EXPECT_EQ(g.root_comment, "hi");
  EXPECT_EQ(g.move_comments, (std::vector<std::string>{"", "w"}));
}

TEST(SgfGame, ReadsFf3Files) {
  const SgfGame g = read_game("(;FF[3]GaMe[1]SiZe[9]AddBlack[aa]PlayerBlack[x];White[bb])", "t");
  EXPECT_EQ(g.setup.graph.columns(), 9);
  EXPECT_EQ(g.setup.initial.at(g.setup.graph.at(0, 0)), Color::Black);
  EXPECT_EQ(g.moves[0], Move::play(Player::White, g.setup.graph.at(1, 1)));
  ASSERT_EQ(g.info.size(), 1u);
  EXPECT_EQ(g.info[0].id, "PB");
}

TEST(SgfGame, AddsArcsWithKa) {
  // SZ[5:1] is a row of five points A1..E1; KA[aa:ea] closes it into a ring.
  const SgfGame g = read_game("(;SZ[5:1]KA[aa:ea])", "t");
  const Graph& graph = g.setup.graph;
  const Point a1 = graph.at(0, 0);
  const Point e1 = graph.at(4, 0);
  EXPECT_EQ(graph.name(a1), "A1");
  EXPECT_EQ(graph.name(e1), "E1");
  EXPECT_TRUE(graph.has_arc(a1, e1));
  for (Point p : graph.points()) EXPECT_EQ(graph.neighbours(p).size(), 2u);
  EXPECT_EQ(graph.arcs_added_to_grid(), (std::vector<Arc>{{a1, e1}}));
}

TEST(SgfGame, RemovesArcsWithKr) {
  const SgfGame g = read_game("(;SZ[3]KR[aa:ba][bb:bc]KA[aa:cc])", "t");
  const Graph& graph = g.setup.graph;
  EXPECT_FALSE(graph.has_arc(graph.at(0, 0), graph.at(1, 0)));
  EXPECT_FALSE(graph.has_arc(graph.at(1, 1), graph.at(1, 2)));
  EXPECT_TRUE(graph.has_arc(graph.at(0, 0), graph.at(2, 2)));
  EXPECT_EQ(graph.arcs().size(), 12u - 2 + 1);  // a 3x3 grid has 12 arcs
}

TEST(SgfGame, ArcsOfKaAndKrCountForTheLibertiesOfTheSetup) {
  // On a row of five, black A1 next to white B1 has no liberty; the KA arc A1-E1 gives it E1.
  EXPECT_THROW(read_game("(;SZ[5:1]AB[aa]AW[ba])", "t"), SgfError);
  EXPECT_NO_THROW(read_game("(;SZ[5:1]KA[aa:ea]AB[aa]AW[ba])", "t"));
  // On 3x3, black A3 (aa) has liberties B3 (ba) and A2 (ab); white A2 and KR[aa:ba] take both.
  EXPECT_NO_THROW(read_game("(;SZ[3]AB[aa]AW[ab])", "t"));
  EXPECT_THROW(read_game("(;SZ[3]AB[aa]KR[aa:ba]AW[ab])", "t"), SgfError);
}

// A record built by play: the moves and setup come back through SGF unchanged.
TEST(SgfGame, RoundTripsARecord) {
  const Graph graph = Graph::grid(9, 7);
  Configuration initial(graph.size());
  initial.set(graph.at(0, 0), Color::Black);
  initial.set(graph.at(8, 6), Color::White);
  GameRecord record({graph, initial, Player::White});
  const std::vector<Move> moves = {
      Move::play(Player::White, graph.at(1, 0)), Move::play(Player::Black, graph.at(4, 3)),
      Move::pass(Player::White), Move::play(Player::Black, graph.at(8, 5))};
  for (const Move& move : moves) {
    record.append(move, apply_base_rules(graph, record.current(), move, SelfCapture::Forbidden));
  }
  const SgfGame game = game_from_record(record);
  EXPECT_EQ(game.moves, moves);
  EXPECT_EQ(game.move_comments, std::vector<std::string>(4));
  const SgfGame back = read_game(write_game(game), "round");
  expect_same_game(back, game);
  EXPECT_EQ(back.move_positions.size(), 4u);
}

TEST(SgfGame, WritesTheExpectedText) {
  const Graph graph = Graph::grid(9, 9);
  Configuration initial(graph.size());
  initial.set(graph.at(2, 3), Color::White);
  initial.set(graph.at(0, 0), Color::Black);
  initial.set(graph.at(1, 0), Color::Black);
  SgfGame game{{graph, initial, Player::White},
               {Move::play(Player::White, graph.at(2, 2)), Move::pass(Player::Black)},
               {},
               {"a]b\\c", ""},
               "hello",
               {{"PB", {"x"}, {}}}};
  EXPECT_EQ(write_game(game),
            "(;FF[4]GM[1]SZ[9]PB[x]C[hello]AB[aa][ba]AW[cd]PL[W]\n"
            ";W[cc]C[a\\]b\\\\c]\n"
            ";B[])\n");
  game.setup.graph = Graph::grid(5, 1);
  game.setup.graph.add_arc(game.setup.graph.at(0, 0), game.setup.graph.at(4, 0));
  game.setup.graph.remove_arc(game.setup.graph.at(1, 0), game.setup.graph.at(2, 0));
  game.setup.initial = Configuration(5);
  game.moves = {};
  game.move_comments = {};
  EXPECT_EQ(write_game(game), "(;FF[4]GM[1]SZ[5:1]PB[x]C[hello]KA[aa:ea]KR[ba:ca]PL[W])\n");
}

TEST(SgfGame, RoundTripsAFileThroughWriteGame) {
  const char* files[] = {
      ("(;FF[4]GM[1]SZ[9]PB[Alice]PW[Bob]KM[6.5]C[a \\] b]XX[1][2]AB[aa:bb]AW[cc]PL[W]"
       ";W[dd]C[first];B[];W[tt];B[ee]C[back\\\\slash])"),
      "(;SZ[13:7]KA[aa:ma][ag:mg]KR[aa:ab]AB[cc];AW[dd];B[ee])",
      "(;SZ[20];B[tt];W[aa])",
      "(;)",
      "(;SZ[9]C[root with move]B[aa])",
  };
  for (const char* file : files) {
    const SgfGame game = read_game(file, "t");
    const std::string text = write_game(game);
    const SgfGame back = read_game(text, "w");
    SCOPED_TRACE(file);
    expect_same_game(back, game);
    EXPECT_EQ(write_game(back), text);
  }
}

TEST(SgfGame, WriteGameChecksItsPreconditions) {
  const Graph graph = Graph::grid(3, 3);
  SgfGame game{
      {graph, Configuration(9), Player::Black}, {Move::pass(Player::Black)}, {}, {}, {}, {}};
  EXPECT_NO_THROW(write_game(game));  // no comments at all is allowed
  game.move_comments = {"a", "b"};
  EXPECT_THROW(write_game(game), PreconditionError);
  game.move_comments = {};
  game.info = {{"SZ", {"9"}, {}}};
  EXPECT_THROW(write_game(game), PreconditionError);
  game.info = {};
  game.setup.initial = Configuration(4);
  EXPECT_THROW(write_game(game), PreconditionError);
}

}  // namespace
}  // namespace kospec::sgf
