#include "tools/solve/strategy_sgf.h"

#include "sgf/sgf_game.h"
#include "sgf/sgf_parser.h"
#include "sgf/sgf_writer.h"
#include "tools/solve/result.h"

namespace kospec::solve {

namespace {

std::string side_name(Player p) { return p == Player::Black ? "Black" : "White"; }

std::string root_comment(const Game& start, const StrategyTree& tree) {
  const bool black = tree.forcer == Player::Black;
  const std::string forcer = side_name(tree.forcer), other = side_name(opponent(tree.forcer));
  return forcer + "'s forcing strategy under " + start.ruleset().name +
         " (area scoring, komi 0): every game ends with a score (Black's area minus White's) of " +
         (black ? "at least " + signed_score(tree.t) : "at most " + signed_score(-tree.t)) +
         ". At " + forcer + "'s turns the strategy's one move; at " + other +
         "'s, every reply the rules allow, as variations. Replayed on kospec's rules layer by "
         "kospec solve, which certified it; check every line with kospec replay FILE -r " +
         start.ruleset().name + " --every-line.";
}

// The moves from the root to each node, by parent links.
std::string line_to(const StrategyTree& tree, const std::vector<std::size_t>& parent,
                    std::size_t node, const Graph& graph) {
  std::vector<std::string> moves;
  for (std::size_t n = node; n != 0; n = parent[n])
    moves.push_back(move_text(graph, tree.nodes[n].move));
  std::string text;
  for (auto m = moves.rbegin(); m != moves.rend(); ++m) text += (text.empty() ? "" : ", ") + *m;
  return text;
}

class Writer {
 public:
  Writer(const Game& start, sgf::Collection& out, std::size_t max_nodes)
      : start_(start), graph_(start.record().graph()), out_(out), max_nodes_(max_nodes) {}

  // Appends the tree's game tree to the collection.
  void add(const StrategyTree& tree) {
    sgf::SgfGame game = sgf::game_from_record(start_.record());
    game.root_comment = root_comment(start_, tree);
    const sgf::Collection prefix = sgf::parse(sgf::write_game(game), "strategy");
    const std::size_t base = out_.nodes.size();
    out_.roots.push_back(base);
    for (sgf::Node node : prefix.nodes) {  // (one line: root, then the start's plies)
      node.parent = node.parent == sgf::kNoParent ? sgf::kNoParent : node.parent + base;
      for (std::size_t& c : node.children) c += base;
      out_.nodes.push_back(std::move(node));
    }
    std::vector<std::size_t> parent(tree.nodes.size(), 0);
    for (std::size_t n = 0; n < tree.nodes.size(); ++n)
      for (std::size_t c : tree.nodes[n].children) parent[c] = n;
    // (each entry: a tree node to write the children of, and the SGF node they hang from)
    std::vector<std::pair<std::size_t, std::size_t>> stack{{0, out_.nodes.size() - 1}};
    while (!stack.empty()) {
      const auto [n, at] = stack.back();
      stack.pop_back();
      const auto& children = tree.nodes[n].children;
      for (auto c = children.rbegin(); c != children.rend(); ++c) {
        const std::size_t node = append(at, tree.nodes[*c].move);
        std::size_t e = *c;  // the node whose tree it has: itself, or the one it transposes to
        while (tree.nodes[e].end == StrategyNode::End::Transposed && out_.nodes.size() < max_nodes_)
          e = tree.nodes[e].same_as;
        const StrategyNode& end = tree.nodes[e];
        if (end.end == StrategyNode::End::Open) {
          stack.emplace_back(e, node);
        } else {
          comment(node, end.end == StrategyNode::End::Scored ? scored(end.score)
                        : end.end == StrategyNode::End::Bounded
                            ? settled(tree)
                            : "the same state as after " +
                                  line_to(tree, parent, end.same_as, graph_) +
                                  ": the strategy goes on as there (not written out: the file "
                                  "reached its node budget)");
        }
      }
    }
  }

 private:
  std::size_t append(std::size_t parent, const Move& m) {
    sgf::Node node;
    node.properties.push_back(
        {std::string(player_letter(m.player)), {m.point ? graph_.sgf_name(*m.point) : ""}, {}});
    node.parent = parent;
    out_.nodes.push_back(std::move(node));
    const std::size_t index = out_.nodes.size() - 1;
    auto& siblings = out_.nodes[parent].children;
    siblings.insert(siblings.begin(), index);  // (written last first: each goes in front)
    return index;
  }

  void comment(std::size_t node, std::string text) {
    out_.nodes[node].properties.push_back({"C", {std::move(text)}, {}});
  }

  static std::string scored(int score) {
    return "the game ends: score " + signed_score(score) + " (Black's area minus White's)";
  }

  static std::string settled(const StrategyTree& tree) {
    const std::string forcer = side_name(tree.forcer);
    return "settled by the static bounds: " + forcer +
           "'s unconditionally alive stones and their eyes (Benson) give " +
           (tree.forcer == Player::Black ? "at least " + signed_score(tree.t)
                                         : "at most " + signed_score(-tree.t)) +
           " with " + forcer +
           " passing from here on (tools/solve/README.md, Static bounds); not "
           "played on";
  }

  const Game& start_;
  const Graph& graph_;
  sgf::Collection& out_;
  std::size_t max_nodes_;
};

}  // namespace

std::string strategy_sgf(const Game& start, const std::vector<StrategyTree>& trees,
                         std::size_t max_nodes) {
  sgf::Collection out;
  Writer writer(start, out, max_nodes);
  for (const StrategyTree& tree : trees) writer.add(tree);
  return sgf::write(out);
}

}  // namespace kospec::solve
