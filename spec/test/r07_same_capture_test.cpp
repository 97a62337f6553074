// R7 Same capture: same point played and same set of captured points.
#include "spec/r07_same_capture.h"

#include <gtest/gtest.h>

namespace kospec {
namespace {

TEST(R7_SameCapture, SamePointAndSameCapturedPoints) {
  EXPECT_TRUE(same_capture({Point(4), PointSet{Point(5)}}, {Point(4), PointSet{Point(5)}}));
}

TEST(R7_SameCapture, DifferentPointPlayed) {
  // The two captures of a simple ko take at different points: never the same capture.
  EXPECT_FALSE(same_capture({Point(4), PointSet{Point(5)}}, {Point(5), PointSet{Point(4)}}));
}

TEST(R7_SameCapture, DifferentStonesCaptured) {
  // Same point, but one capture took two stones and the other one (Figure 5e's distinction).
  EXPECT_FALSE(
      same_capture({Point(4), PointSet{Point(5), Point(6)}}, {Point(4), PointSet{Point(5)}}));
}

}  // namespace
}  // namespace kospec
